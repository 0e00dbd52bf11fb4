import { describe, expect, it } from 'vitest';
import { formatAmountInput, formatAssetAmount, formatDecimal, formatUsd } from './format';

describe('money formats', () => {
  it('formats dollars en-US with 2 decimals, rounding half away from zero', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('0')).toBe('$0.00');
    expect(formatUsd('0.005')).toBe('$0.01');
    // As a float 1.005 is 1.00499999999999989…, which rounds down.
    expect(formatUsd('1.005')).toBe('$1.01');
    expect(formatUsd('12193266996.035362565311403907942')).toBe('$12,193,266,996.04');
  });

  it('formats balances with 2 decimals in the interface language, then the symbol', () => {
    expect(formatAssetAmount('1234.5678', 'BTC', 'en')).toBe('1,234.57 BTC');
    expect(formatAssetAmount('1234.5678', 'BTC', 'tr')).toBe('1.234,57 BTC');
    expect(formatAssetAmount('0.25', 'ETH', 'en')).toBe('0.25 ETH');
    expect(formatAssetAmount('0.25', 'ETH', 'tr')).toBe('0,25 ETH');
  });

  it('keeps every digit a float would lose', () => {
    expect(formatDecimal('9007199254740993.000000000000000001', 'en', { maximumFractionDigits: 18 })).toBe(
      '9,007,199,254,740,993.000000000000000001',
    );
    expect(formatAmountInput('1234.000000000000000001', 'tr', 18)).toBe('1234,000000000000000001');
    expect(formatAmountInput('1234.5', 'en', 18)).toBe('1234.5');
  });

  it('refuses what is not a decimal string (Intl would read "0x10" as 16)', () => {
    expect(() => formatUsd('0x10')).toThrow(TypeError);
    expect(() => formatAssetAmount('', 'BTC', 'en')).toThrow(TypeError);
  });
});
