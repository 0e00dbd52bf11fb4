import { compare, subtract, truncate, type DecimalString } from '@/shared/money';

/** What bounds an amount: the account, the network's rules, the fee and the daily limit. */
export interface AmountLimits {
  /** Available balance of the asset's account. */
  balance: DecimalString;
  fee: DecimalString;
  /** True when the fee is paid in the asset being sent (then it comes out of the same balance). */
  feeInSameAsset: boolean;
  minimum: DecimalString;
  /** The network's maximum per withdrawal; null for none. */
  networkMax: DecimalString | null;
  /** What may still be withdrawn today (amount plus fee count against it); null while unknown. */
  dailyRemaining: DecimalString | null;
  /** The asset's decimals: Max is cut to what the amount field accepts. */
  decimals: number;
}

export type AmountProblem =
  | { kind: 'below-minimum'; minimum: DecimalString }
  | { kind: 'above-balance'; max: DecimalString }
  | { kind: 'above-daily-limit'; max: DecimalString }
  | { kind: 'above-network-max'; max: DecimalString };

const ZERO = '0';

function atLeastZero(value: DecimalString): DecimalString {
  return compare(value, ZERO) < 0 ? ZERO : value;
}

/** The fee that comes out of the same balance (and counts against the daily limit) as the amount. */
function sameAssetFee(limits: AmountLimits): DecimalString {
  return limits.feeInSameAsset ? limits.fee : ZERO;
}

/** The most the balance allows: balance − fee when the fee is in the same asset. */
export function maxByBalance(limits: AmountLimits): DecimalString {
  return atLeastZero(truncate(subtract(limits.balance, sameAssetFee(limits)), limits.decimals));
}

/** The most today's remaining limit allows (amount + fee must fit); null when the limit is unknown. */
export function maxByDailyLimit(limits: AmountLimits): DecimalString | null {
  if (limits.dailyRemaining === null) return null;
  return atLeastZero(truncate(subtract(limits.dailyRemaining, sameAssetFee(limits)), limits.decimals));
}

/**
 * Max = what can really be sent: balance minus the fee (same asset), capped by the remaining daily limit
 * and the network maximum. Recomputed whenever any of them (the fee above all) changes.
 */
export function maxSendable(limits: AmountLimits): DecimalString {
  let max = maxByBalance(limits);
  const byLimit = maxByDailyLimit(limits);
  if (byLimit !== null && compare(byLimit, max) < 0) max = byLimit;
  if (limits.networkMax !== null && compare(limits.networkMax, max) < 0) max = truncate(limits.networkMax, limits.decimals);
  return max;
}

/** The first rule the amount breaks, with the figure to show; null when it can be sent. */
export function amountProblem(amount: DecimalString, limits: AmountLimits): AmountProblem | null {
  if (compare(amount, limits.minimum) < 0) return { kind: 'below-minimum', minimum: limits.minimum };
  const byBalance = maxByBalance(limits);
  if (compare(amount, byBalance) > 0) return { kind: 'above-balance', max: byBalance };
  const byLimit = maxByDailyLimit(limits);
  if (byLimit !== null && compare(amount, byLimit) > 0) return { kind: 'above-daily-limit', max: byLimit };
  if (limits.networkMax !== null && compare(amount, limits.networkMax) > 0)
    return { kind: 'above-network-max', max: limits.networkMax };
  return null;
}
