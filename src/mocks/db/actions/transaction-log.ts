import type { Transaction, TransactionLog } from '@/services/api';
import { iso } from '../format';
import { nextId } from '../seed';
import type { DemoDatabase } from '../types';

/** Appends a step to a transaction's log, stamped now. */
export function log(db: DemoDatabase, tx: Transaction, entry: Omit<TransactionLog, 'id' | 'txId' | 'createdAt'>): void {
  db.transactionLogs.push({ ...entry, id: nextId(db, 'txlog'), txId: tx.id, createdAt: iso(Date.now()) });
}
