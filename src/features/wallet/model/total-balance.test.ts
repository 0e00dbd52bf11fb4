import { describe, expect, it } from 'vitest';
import { computeTotalBalance, indexPrices, usdValueOf, type BalanceLine, type PriceLine } from './total-balance';

const total = (accounts: BalanceLine[], prices: PriceLine[]) => computeTotalBalance(accounts, indexPrices(prices));

describe('total balance (sum of balance × price where the product is finite)', () => {
  it('is null with no accounts (shown as ---), whatever the prices', () => {
    expect(total([], [{ symbol: 'BTC', price: '100' }])).toEqual({ total: null, excluded: [] });
    expect(total([], [])).toEqual({ total: null, excluded: [] });
  });

  it('adds balance × price over the accounts', () => {
    const result = total(
      [
        { asset: 'BTC', balance: '0.5' },
        { asset: 'ETH', balance: '2' },
      ],
      [
        { symbol: 'BTC', price: '60000' },
        { symbol: 'ETH', price: '3000.25' },
      ],
    );
    expect(result).toEqual({ total: '36000.5', excluded: [] });
  });

  it('is $0.00 (not ---) when every account is empty', () => {
    expect(total([{ asset: 'BTC', balance: '0' }], [{ symbol: 'BTC', price: '60000' }])).toEqual({ total: '0', excluded: [] });
  });

  it('skips an account whose price is missing or null, and names it', () => {
    const result = total(
      [
        { asset: 'BTC', balance: '1' },
        { asset: 'GEM', balance: '500' },
        { asset: 'NEW', balance: '3' },
      ],
      [
        { symbol: 'BTC', price: '10' },
        { symbol: 'GEM', price: null },
      ],
    );
    expect(result).toEqual({ total: '10', excluded: ['GEM', 'NEW'] });
  });

  it('does not name an empty account without a price (it changes nothing)', () => {
    expect(total([{ asset: 'GEM', balance: '0' }], [{ symbol: 'GEM', price: null }])).toEqual({ total: '0', excluded: [] });
  });

  it('skips non-numeric strings in balance or price', () => {
    const result = total(
      [
        { asset: 'A', balance: 'abc' },
        { asset: 'B', balance: '2' },
        { asset: 'C', balance: '' },
        { asset: 'D', balance: '0x10' },
        { asset: 'E', balance: '1' },
      ],
      [
        { symbol: 'A', price: '1' },
        { symbol: 'B', price: 'n/a' },
        { symbol: 'C', price: '1' },
        { symbol: 'D', price: '1' },
        { symbol: 'E', price: '7.5' },
      ],
    );
    expect(result).toEqual({ total: '7.5', excluded: ['A', 'B', 'C', 'D'] });
  });

  it('skips Infinity, NaN and products beyond a finite number', () => {
    const result = total(
      [
        { asset: 'INF', balance: '-Infinity' },
        { asset: 'NAN', balance: 'NaN' },
        { asset: 'BIG', balance: '1e200' },
        { asset: 'TXT', balance: 'Infinity' },
        { asset: 'HUGE', balance: '1e400' },
        { asset: 'OK', balance: '2' },
      ],
      [
        { symbol: 'INF', price: '1' },
        { symbol: 'NAN', price: '1' },
        { symbol: 'BIG', price: '1e200' },
        { symbol: 'TXT', price: '1' },
        { symbol: 'HUGE', price: '1e-300' },
        { symbol: 'OK', price: '1.25' },
      ],
    );
    expect(result).toEqual({ total: '2.5', excluded: ['INF', 'NAN', 'BIG', 'TXT', 'HUGE'] });
  });

  it('computes decimals as strings exactly (no float error)', () => {
    // As floats: 0.1 × 3 + 0.2 × 3 = 0.9000000000000001, and ten 0.1 × 1 add up to 0.9999999999999999.
    expect(
      total(
        [
          { asset: 'A', balance: '0.1' },
          { asset: 'B', balance: '0.2' },
        ],
        [
          { symbol: 'A', price: '3' },
          { symbol: 'B', price: '3' },
        ],
      ).total,
    ).toBe('0.9');
    const tenths = Array.from({ length: 10 }, (_, index) => ({ asset: `T${index}`, balance: '0.1' }));
    expect(
      total(
        tenths,
        tenths.map(({ asset }) => ({ symbol: asset, price: '1' })),
      ).total,
    ).toBe('1');
  });

  it('rounds half-cents up once, at the end (1.005 → 1.01, where a float gives 1.00)', () => {
    expect(total([{ asset: 'A', balance: '1.005' }], [{ symbol: 'A', price: '1' }]).total).toBe('1.01');
    // Three thirds of a cent each round to 0, but together they make a cent.
    const thirds = ['A', 'B', 'C'].map((asset) => ({ asset, balance: '0.0033333' }));
    expect(
      total(
        thirds,
        thirds.map(({ asset }) => ({ symbol: asset, price: '1' })),
      ).total,
    ).toBe('0.01');
  });

  it('keeps 18 fraction digits of a balance and large prices exact', () => {
    const result = total(
      [
        { asset: 'ETH', balance: '1.123456789012345678' },
        { asset: 'BTC', balance: '123456.78901234' },
      ],
      [
        { symbol: 'ETH', price: '3456.789' },
        { symbol: 'BTC', price: '98765.4321' },
      ],
    );
    // 3883.553070233197403907942 + 12193263112.482292332114 = 12193266996.035362565311403907942
    expect(result.total).toBe('12193266996.04');
  });

  it('matches symbols case-insensitively and uses the first price of a symbol', () => {
    expect(
      total(
        [{ asset: 'btc', balance: '2' }],
        [
          { symbol: 'BTC', price: '5' },
          { symbol: 'BTC', price: '999' },
        ],
      ).total,
    ).toBe('10');
  });

  it('accepts exponent notation and surrounding spaces', () => {
    expect(total([{ asset: 'A', balance: '1e-7' }], [{ symbol: 'A', price: '100000000' }]).total).toBe('10');
    expect(total([{ asset: 'A', balance: ' 2.5E3 ' }], [{ symbol: 'A', price: '0.01' }]).total).toBe('25');
  });
});

describe('a card’s dollar value', () => {
  const prices = indexPrices([
    { symbol: 'BTC', price: '60000.005' },
    { symbol: 'GEM', price: null },
  ]);
  it('is balance × price in cents', () => {
    expect(usdValueOf({ asset: 'BTC', balance: '0.1' }, prices)).toBe('6000');
    expect(usdValueOf({ asset: 'BTC', balance: '1' }, prices)).toBe('60000.01');
  });
  it('is null without a price (the card shows the symbol)', () => {
    expect(usdValueOf({ asset: 'GEM', balance: '10' }, prices)).toBeNull();
    expect(usdValueOf({ asset: 'XYZ', balance: '10' }, prices)).toBeNull();
  });
});
