import { isZero } from '@/shared/money';
import type { DemoDatabase } from '../../db/types';

/** What keeps an account from being closed (ADR 0023): a balance, an unfinished withdrawal, an NFT. */
export function hasClosureBlockers(db: DemoDatabase, userId: string): boolean {
  return (
    db.accounts.some((account) => account.userId === userId && !isZero(account.balance)) ||
    db.transactions.some(
      (tx) => tx.userId === userId && tx.type === 'withdrawal' && (tx.status === 'pending' || tx.status === 'processing'),
    ) ||
    db.nfts.some((nft) => nft.userId === userId)
  );
}
