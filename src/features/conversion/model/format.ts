import { compare, divide, formatDecimal, isZero, round, type DecimalString } from '@/shared/money';

/** Digits shown of amounts in the conversion: enough for any asset's smallest useful unit. */
const MAX_SHOWN_DECIMALS = 8;

/** "0.00231 BTC" / "0,00231 BTC": every significant digit up to the asset's decimals (at most 8), then the symbol. */
export function formatConversionAmount(value: DecimalString, symbol: string, locale: string, decimals: number): string {
  const digits = Math.min(decimals, MAX_SHOWN_DECIMALS);
  return `${formatDecimal(value, locale, { maximumFractionDigits: digits })} ${symbol}`;
}

/** "43,210.50" for rates from 1 up; "0.0000231427" (6 significant digits) below. */
export function formatRate(rate: DecimalString, locale: string): string {
  if (compare(rate, '1') >= 0) {
    return formatDecimal(round(rate, 2), locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  return formatDecimal(rate, locale, { maximumSignificantDigits: 6 });
}

/** Units of `from` per unit of `to`; null for a zero rate. */
export function invertRate(rate: DecimalString): DecimalString | null {
  return isZero(rate) ? null : divide('1', rate);
}
