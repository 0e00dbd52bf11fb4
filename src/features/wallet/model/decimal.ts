/**
 * Exact decimal arithmetic for money, on BigInt. Amounts arrive as decimal strings with up to 18 fraction
 * digits (openapi/components/common.yaml); multiplying and adding them as floats would lose cents
 * (0.1 + 0.2, or 1.005 rounding down to 1.00), so the total balance is computed here instead.
 */

/** `units / 10^scale`, e.g. 12.345 → { units: 12345n, scale: 3 }. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Beyond this exponent a value is either not finite as a number or indistinguishable from zero in cents. */
const MAX_EXPONENT = 400;

export const ZERO: Decimal = { units: 0n, scale: 0 };

/**
 * A decimal from a string or number: "12.5", "0.000000000000000001", "1e-7", 3.25. Anything else — null,
 * "", "abc", "0x10", NaN, Infinity, a string whose number is not finite ("1e400") — gives null.
 */
export function parseDecimal(value: unknown): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  if (whole === '' && fraction === '') return null;
  if (!Number.isFinite(Number(text))) return null;
  const exponent = Number(exponentText);
  const negative = sign === '-';
  const digits = BigInt(`${whole}${fraction}` || '0');
  if (digits === 0n) return ZERO;
  // A huge negative exponent: far below a cent; treated as zero instead of building a 10^-1000000 scale.
  if (exponent < -MAX_EXPONENT) return ZERO;
  let scale = fraction.length - exponent;
  let units = negative ? -digits : digits;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale };
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

export function add(left: Decimal, right: Decimal): Decimal {
  const scale = Math.max(left.scale, right.scale);
  return { units: rescale(left, scale) + rescale(right, scale), scale };
}

export function multiply(left: Decimal, right: Decimal): Decimal {
  return { units: left.units * right.units, scale: left.scale + right.scale };
}

/** Whole cents, rounded half away from zero (12.345 → 1235n, -0.005 → -1n). */
export function toCents(value: Decimal): bigint {
  if (value.scale <= 2) return value.units * 10n ** BigInt(2 - value.scale);
  const divisor = 10n ** BigInt(value.scale - 2);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  const quotient = magnitude / divisor;
  const rounded = (magnitude % divisor) * 2n >= divisor ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** Dollars with exactly the cents of `toCents` (the nearest double to n/100 formats back to n/100). */
export function centsToNumber(cents: bigint): number {
  return Number(cents) / 100;
}
