import { divide, multiply, round, subtract, type DecimalString } from '@/shared/money';
import type { AssetSpec } from '../catalog';

/** How long a demo quote can be confirmed (the contract's expiresAt − issuedAt). */
export const QUOTE_VALIDITY_MS = 30_000;

export interface QuotePrice {
  /** Units of `to` per unit of `from`, 18 digits (truncated). */
  rate: DecimalString;
  /** In `to`, rounded down to its decimals: a fee never takes a fraction the customer cannot see. */
  fee: DecimalString;
  /** What the customer receives, in `to`: gross − fee. */
  receiveAmount: DecimalString;
}

/**
 * The demo's price of a conversion, in exact decimal arithmetic (no floats): the gross is truncated to the
 * received asset's decimals, the fee is `feePercent` of it rounded down, and what is received is their
 * difference, so gross = fee + receiveAmount to the last unit.
 */
export function priceQuote(from: AssetSpec, to: AssetSpec, amount: DecimalString, feePercent: DecimalString): QuotePrice {
  const rate = divide(from.price ?? '0', to.price ?? '1');
  const gross = multiply(amount, rate, to.decimals);
  const fee = round(multiply(gross, divide(feePercent, '100')), to.decimals, 'down');
  return { rate, fee, receiveAmount: subtract(gross, fee, to.decimals) };
}
