import type { AssetAccount } from '@/services/api';
import { isZero, type DecimalString } from '@/shared/money';

/** What keeps the account from being deleted (ADR 0023); the backend refuses the same with 409. */
export interface ClosureBlockers {
  /** Accounts holding anything (available or locked). */
  balances: Array<{ id: string; asset: string; balance: DecimalString }>;
  /** Withdrawals not finished yet (pending or processing). */
  pendingWithdrawals: number;
  nfts: number;
}

export function closureBlockersOf(accounts: readonly AssetAccount[], pendingWithdrawals: number, nfts: number): ClosureBlockers {
  return {
    balances: accounts
      .filter((account) => !isZero(account.balance))
      .map((account) => ({ id: account.id, asset: account.asset, balance: account.balance })),
    pendingWithdrawals,
    nfts,
  };
}

/** Balances named one by one in the list; the rest are counted ("and 20 more balances") and the wallet lists them. */
export const BALANCES_LISTED = 5;

/** The first balances to name, and how many more there are. */
export function listedBalances(blockers: ClosureBlockers): { listed: ClosureBlockers['balances']; more: number } {
  const listed = blockers.balances.slice(0, BALANCES_LISTED);
  return { listed, more: blockers.balances.length - listed.length };
}

export function blocksClosure(blockers: ClosureBlockers): boolean {
  return blockers.balances.length > 0 || blockers.pendingWithdrawals > 0 || blockers.nfts > 0;
}

/**
 * The confirmation is the customer's email exactly as stored: no case folding (Turkish casing turns "i" into
 * "İ", so no locale-aware comparison could be trusted) and no translated word to type.
 */
export function confirmsEmail(typed: string, storedEmail: string): boolean {
  return storedEmail !== '' && typed === storedEmail;
}
