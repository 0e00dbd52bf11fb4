import type { DemoDatabase } from '../types';

/** Ids are a prefix and a sequence number: readable, unique and deterministic. */
export function nextId(db: Pick<DemoDatabase, 'sequence'>, prefix: string): string {
  db.sequence += 1;
  return `${prefix}_${db.sequence.toString(36).padStart(6, '0')}`;
}
