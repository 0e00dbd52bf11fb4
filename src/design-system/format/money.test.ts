import { describe, expect, it } from 'vitest';
import { formatAssetAmount, formatUsd, sumUsdValue } from './money';

describe('money formats', () => {
  it('formats dollars en-US with 2 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.005)).toBe('$0.01');
  });

  it('formats balances with 2 decimals in the interface language, then the symbol', () => {
    expect(formatAssetAmount(1234.5678, 'BTC', 'en')).toBe('1,234.57 BTC');
    expect(formatAssetAmount(1234.5678, 'BTC', 'tr')).toBe('1.234,57 BTC');
    expect(formatAssetAmount(0.25, 'ETH', 'en')).toBe('0.25 ETH');
  });
});

describe('sumUsdValue', () => {
  it('is null without accounts', () => {
    expect(sumUsdValue([])).toBeNull();
  });

  it('adds balance × price where the product is finite', () => {
    expect(
      sumUsdValue([
        { balance: 2, price: 100 },
        { balance: 1, price: null },
        { balance: 3, price: Number.POSITIVE_INFINITY },
        { balance: 0.5, price: 10 },
      ]),
    ).toBe(205);
  });

  it('is 0 when no account has a price', () => {
    expect(sumUsdValue([{ balance: 1, price: undefined }])).toBe(0);
  });
});
