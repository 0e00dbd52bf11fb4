import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/services/api';
import { formatLine, linesOf, writtenLinesOf } from './transaction-lines';

const base: Transaction = {
  id: 'tx-1',
  userId: 'u',
  accountId: 'a',
  type: 'deposit',
  status: 'completed',
  assetId: 'btc',
  asset: 'BTC',
  amount: '0.000000012345678901',
  fee: '0',
  feeAsset: 'BTC',
  networkId: 'bitcoin',
  address: null,
  memo: null,
  txHash: null,
  explorerUrl: null,
  confirmations: 0,
  requiredConfirmations: 0,
  counterAsset: null,
  counterAmount: null,
  rate: null,
  failureReason: null,
  createdAt: '2026-01-15T11:00:00.000Z',
  updatedAt: '2026-01-15T11:00:00.000Z',
  completedAt: null,
};

describe('transaction lines', () => {
  it('signs a deposit in and a withdrawal out, keeping every digit', () => {
    expect(linesOf(base).map((line) => formatLine(line, 'en'))).toEqual(['+0.000000012345678901 BTC']);
    const withdrawal = { ...base, type: 'withdrawal' as const, amount: '1234567.5' };
    expect(linesOf(withdrawal).map((line) => formatLine(line, 'en'))).toEqual(['\u22121,234,567.5 BTC']);
    expect(linesOf(withdrawal).map((line) => formatLine(line, 'tr'))).toEqual(['\u22121.234.567,5 BTC']);
  });

  it("counts an NFT's units in when minted and out when sent, named by the NFT", () => {
    const nft = { ...base, asset: 'Golden Dragon Sword', amount: '1200', nftId: 'nft_0001' };
    expect(linesOf({ ...nft, type: 'nft_mint' }).map((line) => formatLine(line, 'en'))).toEqual(['+1,200 Golden Dragon Sword']);
    expect(linesOf({ ...nft, type: 'nft_transfer' }).map((line) => formatLine(line, 'tr'))).toEqual([
      '\u22121.200 Golden Dragon Sword',
    ]);
  });

  it('writes each line once with its text, in the interface language', () => {
    const conversion = { ...base, type: 'conversion' as const, amount: '0.5', counterAsset: 'USDT', counterAmount: '20000' };
    expect(writtenLinesOf(conversion, 'tr')).toEqual([
      { direction: 'out', amount: '0.5', asset: 'BTC', text: '\u22120,5 BTC' },
      { direction: 'in', amount: '20000', asset: 'USDT', text: '+20.000 USDT' },
    ]);
  });

  it('shows both sides of a conversion', () => {
    const conversion = { ...base, type: 'conversion' as const, amount: '0.5', counterAsset: 'USDT', counterAmount: '33625.06' };
    expect(linesOf(conversion).map((line) => formatLine(line, 'en'))).toEqual(['\u22120.5 BTC', '+33,625.06 USDT']);
  });
});
