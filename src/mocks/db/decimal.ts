/**
 * Exact decimal arithmetic for the demo backend's balances: amounts are strings with up to 18 fraction
 * digits, computed as BigInt in units of 10^-18, so a demo conversion never shows a float artefact.
 */
const SCALE = 18;
const FACTOR = 10n ** BigInt(SCALE);

export function toUnits(value: string): bigint {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  const negative = whole.startsWith('-');
  const digits = BigInt(whole.replace('-', '') || '0') * FACTOR + BigInt((fraction + '0'.repeat(SCALE)).slice(0, SCALE) || '0');
  return negative ? -digits : digits;
}

/** Formats units as a plain decimal string with at most `decimals` fraction digits (truncated), no trailing zeros. */
export function fromUnits(units: bigint, decimals = SCALE): string {
  const negative = units < 0n;
  const absolute = negative ? -units : units;
  const whole = absolute / FACTOR;
  const fraction = (absolute % FACTOR).toString().padStart(SCALE, '0').slice(0, Math.min(decimals, SCALE)).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export const add = (a: string, b: string, decimals?: number) => fromUnits(toUnits(a) + toUnits(b), decimals);
export const subtract = (a: string, b: string, decimals?: number) => fromUnits(toUnits(a) - toUnits(b), decimals);
export const compare = (a: string, b: string) => {
  const difference = toUnits(a) - toUnits(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
};
export const isZero = (a: string) => toUnits(a) === 0n;

/** a × b, both decimals. */
export function multiply(a: string, b: string, decimals?: number): string {
  return fromUnits((toUnits(a) * toUnits(b)) / FACTOR, decimals);
}

/** a ÷ b, both decimals (b not zero). */
export function divide(a: string, b: string, decimals?: number): string {
  return fromUnits((toUnits(a) * FACTOR) / toUnits(b), decimals);
}

export const DECIMAL_PATTERN = /^(0|[1-9][0-9]*)(\.[0-9]{1,18})?$/;
