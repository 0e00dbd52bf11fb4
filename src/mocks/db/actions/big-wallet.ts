import { bigWalletFromUrl, growWallet } from '../seed';
import { updateDb } from '../store';

/** `?demo-accounts=N` at start: the demo customer holds N asset accounts (scripts/bench-interactions.mjs). */
export function applyBigWalletFromUrl(href: string): void {
  const count = bigWalletFromUrl(href);
  if (count) updateDb((db) => growWallet(db, count, Date.now()));
}
