import { isDecimal, type DecimalString } from './decimal';

/**
 * Money formats of the spec: dollar amounts en-US with 2 decimals in both languages ("$1,234.56"); asset
 * balances with 2 decimals in the interface language ("1,234.56 BTC" / "1.234,56 BTC"). The decimal string
 * itself goes to Intl.NumberFormat (which formats numeric strings exactly), never a float.
 */

type NumericText = Intl.StringNumericLiteral;

/** Validated first: Intl would also read "0x10", "Infinity" or "" as numbers. */
function numericText(value: DecimalString): NumericText {
  if (!isDecimal(value)) throw new TypeError(`Not a decimal: ${JSON.stringify(value)}`);
  return value.trim() as NumericText;
}

/** Spec section 9: "Money format: dollars with 2 decimals, en-US". */
export const DOLLAR_LOCALE = 'en-US';
export const DOLLAR_DECIMALS = 2;
/** Spec section 9: "asset balances with 2 decimals". */
export const BALANCE_DECIMALS = 2;

const usd = new Intl.NumberFormat(DOLLAR_LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: DOLLAR_DECIMALS,
  maximumFractionDigits: DOLLAR_DECIMALS,
});

/**
 * Formatters by locale and options: building an Intl.NumberFormat costs far more than formatting with one,
 * and lists format the same way in every row.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A decimal string in a locale, rounded half away from zero where `options` limits the digits. */
export function formatDecimal(value: DecimalString, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(numericText(value));
}

/** "$1,234.56" whatever the interface language. */
export function formatUsd(value: DecimalString): string {
  return usd.format(numericText(value));
}

/** "0.25 BTC" (en) / "0,25 BTC" (tr): 2 decimals in the interface language, then the symbol. */
export function formatAssetAmount(value: DecimalString, symbol: string, locale: string): string {
  return `${formatDecimal(value, locale, { minimumFractionDigits: BALANCE_DECIMALS, maximumFractionDigits: BALANCE_DECIMALS })} ${symbol}`;
}

/**
 * An amount as a person would type it back into a field: the locale's decimal mark, no group separators,
 * every fraction digit up to `decimals`. parseAmountInput reads it back to the same value.
 */
export function formatAmountInput(value: DecimalString, locale: string, decimals: number): string {
  return formatDecimal(value, locale, { useGrouping: false, maximumFractionDigits: decimals });
}
