import type { Price } from '@/services/api';
import { DOLLAR_DECIMALS, multiply, round, toDecimal, type DecimalString } from '@/shared/money';

/** balance × the asset's dollar price, exactly, rounded to cents; null without a usable price. */
export function dollarValueOf(balance: string, symbol: string, prices: readonly Price[]): DecimalString | null {
  const wanted = symbol.toUpperCase();
  const price = toDecimal(prices.find((item) => item.symbol.toUpperCase() === wanted)?.price);
  const amount = toDecimal(balance);
  if (price === null || amount === null) return null;
  return round(multiply(amount, price), DOLLAR_DECIMALS);
}
