import { HOUR, iso } from '../format';
import type { DemoDatabase, StoredIdempotencyRecord } from '../types';

/** How long a key is remembered (Stripe keeps them 24 hours too). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * HOUR;

export function findIdempotencyRecord(db: DemoDatabase, userId: string, key: string): StoredIdempotencyRecord | undefined {
  const oldest = Date.now() - IDEMPOTENCY_KEY_TTL_MS;
  return db.idempotency.find((item) => item.userId === userId && item.key === key && Date.parse(item.createdAt) >= oldest);
}

/** Keeps the first successful answer to a key; expired records go at the same time. */
export function recordIdempotentResult(db: DemoDatabase, record: Omit<StoredIdempotencyRecord, 'createdAt'>): void {
  const oldest = Date.now() - IDEMPOTENCY_KEY_TTL_MS;
  db.idempotency = db.idempotency.filter(
    (item) => Date.parse(item.createdAt) >= oldest && !(item.userId === record.userId && item.key === record.key),
  );
  db.idempotency.push({ ...record, createdAt: iso(Date.now()) });
}
