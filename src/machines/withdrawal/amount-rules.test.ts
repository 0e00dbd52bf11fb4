import { describe, expect, it } from 'vitest';
import { parseAmountInput } from '@/shared/money';
import { amountProblem, maxSendable, type AmountLimits } from './amount-rules';

const limits: AmountLimits = {
  balance: '1.5',
  fee: '0.0005',
  feeInSameAsset: true,
  minimum: '0.001',
  networkMax: null,
  dailyRemaining: '10',
  decimals: 8,
};

describe('Max', () => {
  it('is the balance minus the fee when the fee is in the same asset', () => {
    expect(maxSendable(limits)).toBe('1.4995');
  });

  it('is the whole balance when the fee is paid in another asset', () => {
    expect(maxSendable({ ...limits, feeInSameAsset: false })).toBe('1.5');
  });

  it('is capped by the remaining daily limit (amount + fee must fit) and by the network maximum', () => {
    expect(maxSendable({ ...limits, dailyRemaining: '1' })).toBe('0.9995');
    expect(maxSendable({ ...limits, networkMax: '0.75' })).toBe('0.75');
  });

  it('follows the fee when it changes, and is never negative', () => {
    expect(maxSendable({ ...limits, fee: '0.01' })).toBe('1.49');
    expect(maxSendable({ ...limits, balance: '0.0001' })).toBe('0');
  });

  it('is cut to the asset’s decimals', () => {
    expect(maxSendable({ ...limits, balance: '1.123456789', fee: '0', decimals: 6 })).toBe('1.123456');
  });
});

describe('amount problems, each with its figure', () => {
  it.each([
    ['0.0009', { kind: 'below-minimum', minimum: '0.001' }],
    ['1.4996', { kind: 'above-balance', max: '1.4995' }],
    ['1.4995', null],
  ])('%s → %j', (amount, expected) => {
    expect(amountProblem(amount, limits)).toEqual(expected);
  });

  it('names the daily limit and the network maximum', () => {
    expect(amountProblem('1', { ...limits, dailyRemaining: '0.5' })).toEqual({ kind: 'above-daily-limit', max: '0.4995' });
    expect(amountProblem('1', { ...limits, networkMax: '0.5' })).toEqual({ kind: 'above-network-max', max: '0.5' });
  });
});

describe('amounts typed in either language', () => {
  it.each([
    ['0,5', '0.5'],
    ['0.5', '0.5'],
    ['1,25000000', '1.25'],
  ])('%s is %s', (text, value) => {
    const parsed = parseAmountInput(text, { decimals: 8 });
    expect(parsed).toEqual({ ok: true, value });
    if (parsed.ok) expect(amountProblem(parsed.value, limits)).toBeNull();
  });

  it('refuses more fraction digits than the asset has', () => {
    expect(parseAmountInput('0,123456789', { decimals: 8 })).toEqual({ ok: false, reason: 'too-many-decimals' });
  });
});
