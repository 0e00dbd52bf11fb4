import { demoUsers } from '../../fixtures/demo-users';
import { createRandom } from '../prng';
import type { DemoDatabase } from '../types';
import { seedTransactions } from './transactions';

/** `?demo-history=1000` at the demo app's start: the demo customer's history grows to 1,000 entries (benchmarks). */
export const BIG_HISTORY_PARAMETER = 'demo-history';
/** The most a URL may ask for (a browser's storage holds the whole database). */
export const BIG_HISTORY_MAX = 5000;
const BIG_HISTORY_SEED = 20261123;

/**
 * Grows the demo customer's history to `count` entries (no change if it already has that many), from its own
 * random sequence so the regular seed is untouched. Returns how many entries were added.
 */
export function growHistory(db: DemoDatabase, count: number, now: number): number {
  const user = demoUsers.customer;
  const existing = db.transactions.filter((tx) => tx.userId === user.userId).length;
  const missing = Math.min(count, BIG_HISTORY_MAX) - existing;
  if (missing <= 0) return 0;
  const accounts = db.accounts.filter((account) => account.userId === user.userId);
  const addresses = new Map(
    db.addresses.filter((item) => item.userId === user.userId).map((item) => [`${item.assetId}/${item.networkId}`, item.address]),
  );
  const random = createRandom(BIG_HISTORY_SEED + existing);
  return seedTransactions(db, random, user, accounts, addresses, missing, now).length;
}

/** The count a URL asks for with ?demo-history=, if any. */
export function bigHistoryFromUrl(href: string): number | undefined {
  const raw = new URL(href).searchParams.get(BIG_HISTORY_PARAMETER);
  const count = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : undefined;
  return count && count > 0 ? Math.min(count, BIG_HISTORY_MAX) : undefined;
}
