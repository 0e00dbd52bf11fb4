import { bigHistoryFromUrl, growHistory } from '../seed';
import { updateDb } from '../store';

/** `?demo-history=N` at start: the demo customer's history grows to N entries (scripts/bench-history.mjs). */
export function applyBigHistoryFromUrl(href: string): void {
  const count = bigHistoryFromUrl(href);
  if (count) updateDb((db) => growHistory(db, count, Date.now()));
}
