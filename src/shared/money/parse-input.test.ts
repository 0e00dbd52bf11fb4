import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmountInput } from './format';
import { parseAmountInput } from './parse-input';

const half = { ok: true, value: '0.5' };

describe('typed amounts', () => {
  it.each(['0,5', '0.5', ' 0.5 ', ',5', '.5', '0.50', '00,5'])('reads %j as one half', (text) => {
    expect(parseAmountInput(text, { decimals: 8 })).toEqual(half);
  });

  it('reads whole amounts and a trailing mark', () => {
    expect(parseAmountInput('12', { decimals: 2 })).toEqual({ ok: true, value: '12' });
    expect(parseAmountInput('12.', { decimals: 0 })).toEqual({ ok: true, value: '12' });
    expect(parseAmountInput('1,000', { decimals: 3 })).toEqual({ ok: true, value: '1' });
    expect(parseAmountInput('0.000000000000000001', { decimals: 18 })).toEqual({ ok: true, value: '0.000000000000000001' });
  });

  it('says when nothing was typed', () => {
    expect(parseAmountInput('', { decimals: 2 })).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmountInput('   ', { decimals: 2 })).toEqual({ ok: false, reason: 'empty' });
  });

  it.each(['1,000.5', '1.000,5', '1 000', '1.2.3', '-1', '+1', '1e3', 'abc', '12a', '.', ',', '0x10', '١٢', 'Infinity'])(
    'refuses %j',
    (text) => {
      expect(parseAmountInput(text, { decimals: 8 })).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('refuses a displayed amount with group separators and a fraction rather than guess', () => {
    expect(parseAmountInput('1,234.56', { decimals: 8 })).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmountInput('1.234,56', { decimals: 8 })).toEqual({ ok: false, reason: 'invalid' });
  });

  it("limits fraction digits to the asset's decimals (trailing zeros aside)", () => {
    expect(parseAmountInput('0.123', { decimals: 2 })).toEqual({ ok: false, reason: 'too-many-decimals' });
    expect(parseAmountInput('1,5', { decimals: 0 })).toEqual({ ok: false, reason: 'too-many-decimals' });
    expect(parseAmountInput('0.1200', { decimals: 2 })).toEqual({ ok: true, value: '0.12' });
  });
});

/** Non-negative decimal text with up to `decimals` fraction digits, in canonical form. */
const amount = fc
  .record({
    whole: fc.bigInt({ min: 0n, max: 10n ** 24n }),
    fraction: fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 18 }),
  })
  .map(({ whole, fraction }) => {
    const trimmed = fraction.replace(/0+$/, '');
    return trimmed ? `${whole}.${trimmed}` : `${whole}`;
  });

describe.each(['en', 'tr'])('typed amounts round-trip in %s (properties)', (locale) => {
  it('reads back what it formats for typing', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(parseAmountInput(formatAmountInput(value, locale, 18), { decimals: 18 })).toEqual({ ok: true, value });
      }),
    );
  });

  it("keeps to an asset's decimals both ways", () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 18 }), (value, decimals) => {
        const digits = value.split('.')[1]?.length ?? 0;
        const parsed = parseAmountInput(value.replace('.', locale === 'tr' ? ',' : '.'), { decimals });
        expect(parsed).toEqual(digits > decimals ? { ok: false, reason: 'too-many-decimals' } : { ok: true, value });
      }),
    );
  });
});
