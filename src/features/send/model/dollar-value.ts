import type { Price } from '@/services/api';
import { DOLLAR_DECIMALS, multiply, round, toDecimal, type DecimalString } from '@/shared/money';

/** The asset's dollar price, or null without one. */
export function priceOf(symbol: string, prices: readonly Price[]): DecimalString | null {
  const wanted = symbol.toUpperCase();
  return toDecimal(prices.find((item) => item.symbol.toUpperCase() === wanted)?.price);
}

/** amount × price, rounded to cents; null without a usable price. */
export function dollarValueOf(amount: string, symbol: string, prices: readonly Price[]): DecimalString | null {
  const price = priceOf(symbol, prices);
  const value = toDecimal(amount);
  if (price === null || value === null) return null;
  return round(multiply(value, price), DOLLAR_DECIMALS);
}
