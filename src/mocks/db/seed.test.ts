import { describe, expect, it } from 'vitest';
import { demoUsers } from '../fixtures/demo-users';
import { NETWORKS } from './catalog';
import { DECIMAL_PATTERN } from '@/shared/money';
import { seedDatabase } from './seed';

const NOW = Date.UTC(2026, 0, 15, 12);
const customer = demoUsers.customer.userId;

describe('the seeded demo database', () => {
  const db = seedDatabase(NOW);
  const mine = <T extends { userId: string }>(items: T[]) => items.filter((item) => item.userId === customer);

  it('is the same for the same clock', () => {
    expect(JSON.stringify(seedDatabase(NOW))).toBe(JSON.stringify(db));
  });

  it('gives the demo customer enough asset accounts to paginate, with priced and unpriced assets', () => {
    const accounts = mine(db.accounts);
    expect(accounts.length).toBeGreaterThanOrEqual(30);
    const unpriced = db.prices.filter((price) => price.price === null).map((price) => price.symbol);
    expect(unpriced.length).toBeGreaterThan(0);
    expect(accounts.some((account) => unpriced.includes(account.asset))).toBe(true);
    for (const account of accounts) expect(account.balance).toMatch(DECIMAL_PATTERN);
  });

  it('offers several networks for most assets', () => {
    const multi = db.assets.filter((asset) => asset.networkIds.length >= 2);
    expect(multi.length).toBeGreaterThan(db.assets.length * 0.8);
  });

  it('has 200+ transactions of the customer, each with logs', () => {
    const transactions = mine(db.transactions);
    expect(transactions.length).toBeGreaterThanOrEqual(200);
    const logged = new Set(db.transactionLogs.map((log) => log.txId));
    expect(transactions.every((tx) => logged.has(tx.id))).toBe(true);
    expect(new Set(transactions.map((tx) => tx.type))).toEqual(new Set(['deposit', 'withdrawal', 'conversion']));
    expect(new Set(transactions.map((tx) => tx.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('has 30+ notifications, read and unread, and NFTs', () => {
    const notifications = mine(db.notifications);
    expect(notifications.length).toBeGreaterThanOrEqual(30);
    expect(notifications.some((note) => note.readAt === null)).toBe(true);
    expect(notifications.some((note) => note.readAt !== null)).toBe(true);
    expect(mine(db.nfts).length).toBeGreaterThanOrEqual(10);
  });

  it('generates addresses that pass their network’s own address rule', () => {
    for (const address of db.addresses) {
      const network = NETWORKS.find((item) => item.id === address.networkId);
      expect(address.address).toMatch(new RegExp(network?.addressRegex ?? '^$'));
    }
  });

  it('dates everything relative to the clock at seeding time', () => {
    const times = mine(db.transactions).map((tx) => Date.parse(tx.createdAt));
    expect(Math.max(...times)).toBeLessThan(NOW);
    expect(Math.min(...times)).toBeGreaterThan(NOW - 181 * 24 * 3600 * 1000);
  });

  it('gives the new customer nothing yet', () => {
    expect(db.accounts.filter((account) => account.userId === demoUsers.newcomer.userId)).toEqual([]);
  });
});
