import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../fixtures/demo-users';
import { bigWalletFromUrl, growWallet } from './big-wallet';
import { seedDatabase } from './index';

const NOW = Date.UTC(2026, 0, 15, 12);
const customerAccounts = (db: ReturnType<typeof seedDatabase>) =>
  db.accounts.filter((account) => account.userId === demoUsers.customer.userId);

describe('a big demo wallet (benchmarks)', () => {
  it('grows the customer to the count asked for, each account with its asset and price, once, leaving the rest alone', () => {
    const db = seedDatabase(NOW);
    const before = customerAccounts(db).map((account) => account.id);
    const others = db.accounts.length - before.length;
    expect(growWallet(db, 1000, NOW)).toBe(1000 - before.length);
    const after = customerAccounts(db);
    expect(after).toHaveLength(1000);
    expect(after.slice(0, before.length).map((account) => account.id)).toEqual(before);
    expect(db.accounts.length - after.length).toBe(others);
    expect(new Set(after.map((account) => account.asset)).size).toBe(1000);
    const priced = new Set(db.prices.map((price) => price.symbol));
    const listed = new Set(db.assets.map((asset) => asset.symbol));
    expect(after.every((account) => priced.has(account.asset) && listed.has(account.asset))).toBe(true);
    expect(growWallet(db, 1000, NOW)).toBe(0);
  });

  it('reads ?demo-accounts= (a positive whole number, capped), nothing else', () => {
    expect(bigWalletFromUrl('https://app.test/wallet?demo-accounts=1000')).toBe(1000);
    expect(bigWalletFromUrl('https://app.test/?demo-accounts=99999')).toBe(2000);
    expect(bigWalletFromUrl('https://app.test/?demo-accounts=abc')).toBeUndefined();
    expect(bigWalletFromUrl('https://app.test/?demo-accounts=0')).toBeUndefined();
    expect(bigWalletFromUrl('https://app.test/')).toBeUndefined();
  });
});
