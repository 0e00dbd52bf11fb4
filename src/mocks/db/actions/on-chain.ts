import type { Transaction } from '@/services/api';
import type { NetworkSpec } from '../catalog';
import { iso } from '../format';
import { explorerTxUrl } from '../seed';
import { amountText, languageOf, serverText } from '../texts';
import type { DemoDatabase } from '../types';
import { log } from './transaction-log';

/**
 * A transaction sent out (a withdrawal, an NFT transfer) lands on `network` as `txHash`: it completes with its
 * hash, explorer link and confirmations, and its log tells of the broadcast and the delivery (in the owner's
 * language).
 */
export function landOnChain(db: DemoDatabase, tx: Transaction, network: NetworkSpec, txHash: string): void {
  Object.assign(tx, {
    status: 'completed',
    txHash,
    explorerUrl: explorerTxUrl(network, txHash),
    confirmations: network.requiredConfirmations,
    updatedAt: iso(Date.now()),
    completedAt: iso(Date.now()),
  } satisfies Partial<Transaction>);
  const language = languageOf(db, tx.userId);
  log(db, tx, {
    status: 'processing',
    event: 'broadcast',
    message: serverText(language, 'demo.backend.log.broadcast', { network: network.name }),
    confirmations: 0,
  });
  log(db, tx, {
    status: 'completed',
    event: 'completed',
    message: serverText(language, 'demo.backend.log.delivered', { amount: amountText(tx.amount, language), asset: tx.asset }),
    confirmations: network.requiredConfirmations,
  });
}
