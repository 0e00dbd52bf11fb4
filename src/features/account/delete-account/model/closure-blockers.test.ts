import { describe, expect, it } from 'vitest';
import type { AssetAccount } from '@/services/api';
import { BALANCES_LISTED, blocksClosure, closureBlockersOf, confirmsEmail, listedBalances } from './closure-blockers';

const account = (id: string, asset: string, balance: string): AssetAccount =>
  ({ id, asset, balance, availableBalance: balance, lockedBalance: '0' }) as AssetAccount;

describe('what blocks an account deletion', () => {
  it('lists the accounts that hold anything, and nothing else', () => {
    const blockers = closureBlockersOf(
      [account('a1', 'BTC', '0.000000000000000001'), account('a2', 'ETH', '0'), account('a3', 'USDT', '0.00')],
      0,
      0,
    );
    expect(blockers.balances).toEqual([{ id: 'a1', asset: 'BTC', balance: '0.000000000000000001' }]);
    expect(blocksClosure(blockers)).toBe(true);
  });

  it('blocks on a pending withdrawal or an NFT alone', () => {
    expect(blocksClosure(closureBlockersOf([], 1, 0))).toBe(true);
    expect(blocksClosure(closureBlockersOf([], 0, 2))).toBe(true);
  });

  it('lets an account with empty balances, no pending withdrawal and no NFT go', () => {
    expect(blocksClosure(closureBlockersOf([account('a2', 'ETH', '0')], 0, 0))).toBe(false);
  });
});

describe('the balances named in the list', () => {
  const many = (count: number) =>
    closureBlockersOf(
      Array.from({ length: count }, (_, index) => account(`a${index}`, `T${index}`, '1')),
      0,
      0,
    );

  it('names the first five and counts the rest', () => {
    const { listed, more } = listedBalances(many(25));
    expect(listed.map((item) => item.id)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(more).toBe(25 - BALANCES_LISTED);
  });

  it('names every balance when there are five or fewer', () => {
    expect(listedBalances(many(5))).toEqual({ listed: many(5).balances, more: 0 });
    expect(listedBalances(many(0))).toEqual({ listed: [], more: 0 });
  });
});

describe('the email confirmation', () => {
  it('takes the email exactly as stored', () => {
    expect(confirmsEmail('Deniz.Yilmaz@wallet.test', 'Deniz.Yilmaz@wallet.test')).toBe(true);
  });

  it('refuses another case, Turkish dotted capitals, spaces or an empty record', () => {
    expect(confirmsEmail('deniz.yilmaz@wallet.test', 'Deniz.Yilmaz@wallet.test')).toBe(false);
    expect(confirmsEmail('İLKER@WALLET.TEST', 'ilker@wallet.test')).toBe(false);
    expect(confirmsEmail(' ilker@wallet.test', 'ilker@wallet.test')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
  });
});
