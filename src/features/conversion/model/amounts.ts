import type { ConverterDefinition } from '@/services/api';
import { add, compare, divide, isZero, multiply, subtract, truncate, type DecimalString } from '@/shared/money';

export type AmountProblem =
  | { kind: 'zero' }
  | { kind: 'below-min'; limit: DecimalString }
  | { kind: 'above-max'; limit: DecimalString }
  | { kind: 'above-balance'; limit: DecimalString };

/** Why `amount` of the from asset cannot be converted on this pair with this balance, or null when it can. */
export function amountProblem(
  amount: DecimalString,
  pair: Pick<ConverterDefinition, 'minAmount' | 'maxAmount'>,
  balance: DecimalString,
): AmountProblem | null {
  if (isZero(amount)) return { kind: 'zero' };
  if (compare(amount, pair.minAmount) < 0) return { kind: 'below-min', limit: pair.minAmount };
  if (compare(amount, pair.maxAmount) > 0) return { kind: 'above-max', limit: pair.maxAmount };
  if (compare(amount, balance) > 0) return { kind: 'above-balance', limit: balance };
  return null;
}

/** Max: the from balance within the pair's maximum (truncated to the asset's decimals); null below the minimum. */
export function maxAmount(
  balance: DecimalString,
  pair: Pick<ConverterDefinition, 'minAmount' | 'maxAmount'>,
  decimals: number,
): DecimalString | null {
  const most = truncate(compare(balance, pair.maxAmount) > 0 ? pair.maxAmount : balance, decimals);
  return compare(most, pair.minAmount) < 0 ? null : most;
}

/** Units of `to` per unit of `from` from dollar prices; null when either has no price. */
export function estimatedRate(fromPrice: DecimalString | null, toPrice: DecimalString | null): DecimalString | null {
  if (fromPrice === null || toPrice === null || isZero(toPrice)) return null;
  return divide(fromPrice, toPrice);
}

const HUNDRED = '100';

/**
 * The from amount that should receive `receive` after the pair's fee, at `rate`: receive / (rate × (1 − fee %)),
 * rounded up to the from asset's decimals so the quote does not fall short by a unit.
 */
export function fromAmountFor(
  receive: DecimalString,
  rate: DecimalString,
  feePercent: DecimalString,
  decimals: number,
): DecimalString {
  const net = multiply(rate, subtract('1', divide(feePercent, HUNDRED)));
  if (isZero(net)) return '0';
  const exact = divide(receive, net);
  const down = truncate(exact, decimals);
  return compare(down, exact) < 0 ? add(down, unitOf(decimals)) : down;
}

/** One unit of the last decimal place: 0.01 for 2 decimals. */
function unitOf(decimals: number): DecimalString {
  return decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
}
