import { toDecimal, type DecimalString } from './decimal';

export type AmountInputError =
  /** Nothing typed. */
  | 'empty'
  /** Not a plain amount: letters, a sign, spaces or group separators inside, more than one decimal mark. */
  | 'invalid'
  /** More fraction digits than the asset has. */
  | 'too-many-decimals';

export type AmountInputResult = { ok: true; value: DecimalString } | { ok: false; reason: AmountInputError };

export interface AmountInputOptions {
  /** The asset's decimals: the most fraction digits it can hold. */
  decimals: number;
}

// Digits with at most one mark; "5." and ".5" are what people type on the way to "5.25" and "0.5".
const AMOUNT_TEXT = /^(\d*)(?:[.,](\d*))?$/;

/**
 * What a person typed into an amount field, in either language: one `,` or `.` is the decimal mark, so
 * "0,5" and "0.5" are both one half in Turkish and in English. Group separators are never accepted while
 * typing ("1,000.5" and "1.000,5" are refused rather than guessed), nor more fraction digits than the
 * asset's decimals (trailing zeros aside).
 */
export function parseAmountInput(text: string, { decimals }: AmountInputOptions): AmountInputResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const match = AMOUNT_TEXT.exec(trimmed);
  const [, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return { ok: false, reason: 'invalid' };
  if (fraction.replace(/0+$/, '').length > decimals) return { ok: false, reason: 'too-many-decimals' };
  const value = toDecimal(`${whole || '0'}.${fraction || '0'}`);
  return value === null ? { ok: false, reason: 'invalid' } : { ok: true, value };
}
