/**
 * The demo converter (issue 18): quotes carry an id, when they were made and when they expire; a conversion
 * moves both balances by exactly the quoted amounts; an expired quote is refused; a replayed confirmation
 * converts once.
 */
import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, walletApi, type AssetAccount } from '@/services/api';
import { add, subtract } from '@/shared/money';
import { actAsDemoUser } from './act-as';
import { assetSpec, type AssetSpec } from './db/catalog';
import { priceQuote, QUOTE_VALIDITY_MS } from './db/actions/quote-price';

async function accountOf(symbol: string): Promise<AssetAccount> {
  const [account] = (await walletApi.listAccounts({ asset: symbol })).data;
  if (!account) throw new Error(`no ${symbol} account`);
  return account;
}

const spec = (id: string) => assetSpec(id) as AssetSpec;

describe('demo converter', () => {
  it('prices exactly: gross = fee + received, to the last unit of the received asset', () => {
    const { rate, fee, receiveAmount } = priceQuote(spec('btc'), spec('usdt'), '0.123456', '0.1');
    expect(rate).toMatch(/^\d+(\.\d+)?$/);
    const gross = add(fee, receiveAmount);
    expect(gross.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(spec('usdt').decimals);
    // The fee is 0.1 % of the gross, rounded down to the asset's decimals.
    expect(subtract(gross, fee)).toBe(receiveAmount);
    expect(fee).not.toBe('0');
  });

  it('quotes with an id, an issue time and an expiry QUOTE_VALIDITY_MS later', async () => {
    actAsDemoUser();
    const quote = await walletApi.getConverterQuote({ from: 'BTC', to: 'USDT', amount: '0.01' });
    expect(quote.id).not.toBe('');
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.issuedAt)).toBe(QUOTE_VALIDITY_MS);
    expect(quote).toMatchObject(priceQuote(spec('btc'), spec('usdt'), '0.01', '0.1'));
  });

  it('moves both balances by exactly the quoted amounts, once for a replayed key', async () => {
    actAsDemoUser();
    const btcBefore = await accountOf('BTC');
    const usdtBefore = await accountOf('USDT');
    const quote = await walletApi.getConverterQuote({ from: 'BTC', to: 'USDT', amount: '0.01' });
    const idempotencyKey = newIdempotencyKey();
    const first = await walletApi.convert(quote.id, { idempotencyKey });
    const replay = await walletApi.convert(quote.id, { idempotencyKey });
    expect(replay).toEqual(first);
    expect((await accountOf('BTC')).balance).toBe(subtract(btcBefore.balance, '0.01'));
    expect((await accountOf('USDT')).balance).toBe(add(usdtBefore.balance, quote.receiveAmount));
    expect(first).toMatchObject({ amount: '0.01', counterAmount: quote.receiveAmount, fee: quote.fee, rate: quote.rate });
  });

  it('refuses an expired quote with 410 and moves nothing', async () => {
    actAsDemoUser();
    const before = await accountOf('BTC');
    const quote = await walletApi.getConverterQuote({ from: 'BTC', to: 'USDT', amount: '0.01' });
    vi.useFakeTimers({ now: Date.parse(quote.expiresAt) + 1000, toFake: ['Date'] });
    try {
      await expect(walletApi.convert(quote.id, { idempotencyKey: newIdempotencyKey() })).rejects.toMatchObject({ status: 410 });
    } finally {
      vi.useRealTimers();
    }
    expect((await accountOf('BTC')).balance).toBe(before.balance);
  });
});
