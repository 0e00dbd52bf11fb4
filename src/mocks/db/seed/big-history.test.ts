import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../fixtures/demo-users';
import { bigHistoryFromUrl, growHistory } from './big-history';
import { seedDatabase } from './index';

const NOW = Date.UTC(2026, 0, 15, 12);
const customerEntries = (db: ReturnType<typeof seedDatabase>) =>
  db.transactions.filter((tx) => tx.userId === demoUsers.customer.userId);

describe('a big demo history (benchmarks)', () => {
  it('grows the customer to the count asked for, with logs, once, leaving other users alone', () => {
    const db = seedDatabase(NOW);
    const others = db.transactions.length - customerEntries(db).length;
    expect(growHistory(db, 1000, NOW)).toBe(1000 - 240);
    expect(customerEntries(db)).toHaveLength(1000);
    expect(db.transactions.length - customerEntries(db).length).toBe(others);
    expect(new Set(db.transactions.map((tx) => tx.id)).size).toBe(db.transactions.length);
    const logged = new Set(db.transactionLogs.map((log) => log.txId));
    expect(customerEntries(db).every((tx) => logged.has(tx.id))).toBe(true);
    expect(growHistory(db, 1000, NOW)).toBe(0);
  });

  it('reads ?demo-history= (a positive whole number, capped), nothing else', () => {
    expect(bigHistoryFromUrl('https://app.test/transaction-history?demo-history=1000')).toBe(1000);
    expect(bigHistoryFromUrl('https://app.test/?demo-history=99999')).toBe(5000);
    expect(bigHistoryFromUrl('https://app.test/?demo-history=abc')).toBeUndefined();
    expect(bigHistoryFromUrl('https://app.test/?demo-history=0')).toBeUndefined();
    expect(bigHistoryFromUrl('https://app.test/')).toBeUndefined();
  });
});
