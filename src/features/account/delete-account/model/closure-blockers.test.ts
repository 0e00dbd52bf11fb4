import { describe, expect, it } from 'vitest';
import type { AssetAccount } from '@/services/api';
import { blocksClosure, closureBlockersOf, confirmsEmail } from './closure-blockers';

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
