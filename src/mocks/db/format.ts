import { fromUnits, toUnits } from '@/shared/money';

/** A JS number rounded to `significant` digits and at most `decimals` fraction digits, as a decimal string. */
export function roundToString(value: number, decimals: number, significant = 4): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const magnitude = Math.floor(Math.log10(value));
  const fractionDigits = Math.max(0, Math.min(decimals, 18, significant - 1 - magnitude));
  return fromUnits(toUnits(value.toFixed(fractionDigits)), decimals);
}

export const iso = (epochMs: number): string => new Date(epochMs).toISOString();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
