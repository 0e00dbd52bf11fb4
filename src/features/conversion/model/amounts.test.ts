import { describe, expect, it } from 'vitest';
import { multiply, subtract, divide, compare, truncate } from '@/shared/money';
import { amountProblem, estimatedRate, fromAmountFor, maxAmount } from './amounts';

const pair = { minAmount: '0.001', maxAmount: '2' };

describe('conversion amounts', () => {
  it('names the first problem of an amount: zero, limits, then balance', () => {
    expect(amountProblem('0', pair, '1')).toEqual({ kind: 'zero' });
    expect(amountProblem('0.0009', pair, '1')).toEqual({ kind: 'below-min', limit: '0.001' });
    expect(amountProblem('2.1', pair, '5')).toEqual({ kind: 'above-max', limit: '2' });
    expect(amountProblem('1.5', pair, '1')).toEqual({ kind: 'above-balance', limit: '1' });
    expect(amountProblem('0.25', pair, '1')).toBeNull();
  });

  it('Max is the balance within the pair maximum, or nothing below the minimum', () => {
    expect(maxAmount('1.123456789', pair, 8)).toBe('1.12345678');
    expect(maxAmount('7', pair, 8)).toBe('2');
    expect(maxAmount('0.0001', pair, 8)).toBeNull();
  });

  it('estimates a rate from dollar prices, none without a price', () => {
    expect(estimatedRate('43210.5', '1')).toBe('43210.5');
    expect(estimatedRate(null, '1')).toBeNull();
  });

  it('finds the from amount that receives at least the typed amount after the fee', () => {
    const rate = '43210.5';
    const from = fromAmountFor('1000', rate, '0.1', 8);
    const received = (amount: string) => truncate(multiply(multiply(amount, rate), subtract('1', divide('0.1', '100'))), 6);
    expect(compare(received(from), '1000')).toBeGreaterThanOrEqual(0);
    // One unit less would fall short: it is the smallest such amount.
    expect(compare(received(subtract(from, '0.00000001')), '1000')).toBeLessThan(0);
  });
});
