import Big from 'big.js';

/**
 * Amounts are decimal strings end to end (the contract's Decimal: up to 18 fraction digits). All money
 * arithmetic goes through this file, on big.js: a private constructor in strict mode, so a float can never
 * slip in (`new Decimal(0.1)` throws) and nothing converts back to a number by accident.
 */
const Decimal = Big();
Decimal.strict = true;
// Division cannot always be exact: it stops at the contract's precision, truncating like the backend.
Decimal.DP = 18;
Decimal.RM = Decimal.roundDown;

/** A decimal number written as a string: "12.5", "0.000000000000000001". */
export type DecimalString = string;

/** Fraction digits the API's decimals carry at most. */
export const CONTRACT_DECIMALS = 18;

/** The contract's Decimal: non-negative, no exponent, no superfluous leading zero, 1 to 18 fraction digits. */
export const DECIMAL_PATTERN = /^(0|[1-9][0-9]*)(\.[0-9]{1,18})?$/;

/** How to drop fraction digits beyond a limit. */
export type Rounding = 'half-up' | 'down';

const roundingModes = { 'half-up': Decimal.roundHalfUp, down: Decimal.roundDown } as const;

/** The largest finite double: beyond it, the number the spec's formulas name is not finite. */
const MAX_FINITE = new Decimal('1.7976931348623157e308');
/** Far below any asset's smallest unit: such values count as zero instead of growing huge digit strings. */
const MIN_EXPONENT = -400;

const UNIT = new Decimal(`1e-${CONTRACT_DECIMALS}`);
const UNIT_FACTOR = new Decimal(10n ** BigInt(CONTRACT_DECIMALS));

/**
 * Text already in the canonical form toDecimal gives, and far inside a double's range: what the API and this
 * file's own results are. isDecimal and toDecimal answer it without building a Big, as a wallet page reads a
 * dozen cards' amounts at each page change (ADR 0026).
 */
const CANONICAL = /^-?(?:0|[1-9][0-9]{0,299})(?:\.[0-9]{0,299}[1-9])?$/;

function isCanonical(value: unknown): value is DecimalString {
  return typeof value === 'string' && CANONICAL.test(value) && value !== '-0';
}

/** Parses decimal text ("12.5", " 7 ", "1e-7", "-2.5"); null for anything else, a number included. */
function read(value: unknown): Big.Big | null {
  if (typeof value !== 'string') return null;
  try {
    return new Decimal(value.trim());
  } catch {
    return null;
  }
}

function parse(value: DecimalString): Big.Big {
  const parsed = read(value);
  if (!parsed) throw new TypeError(`Not a decimal: ${JSON.stringify(value)}`);
  return parsed;
}

/** Plain notation, no trailing zeros, never "-0". */
function show(value: Big.Big): DecimalString {
  return value.toFixed();
}

function limit(value: Big.Big, decimals: number | undefined, rounding: Rounding = 'down'): DecimalString {
  return show(decimals === undefined ? value : value.round(decimals, roundingModes[rounding]));
}

/** Whether `value` is decimal text: a string such as "12.5" or "1e-7" (not "0x10", "", "1,5" or a number). */
export function isDecimal(value: unknown): value is DecimalString {
  return isCanonical(value) || read(value) !== null;
}

/**
 * The canonical decimal string ("0.50" → "0.5", "1e3" → "1000") of decimal text whose number is finite
 * as a double; null for anything else ("abc", "Infinity", "1e400", a number, null). Values below 1e-400
 * become "0".
 */
export function toDecimal(value: unknown): DecimalString | null {
  if (isCanonical(value)) return value;
  const parsed = read(value);
  if (!parsed || parsed.abs().gt(MAX_FINITE)) return null;
  if (parsed.e < MIN_EXPONENT) return '0';
  return show(parsed);
}

/** a + b, exact; with `decimals`, truncated to that many fraction digits. */
export function add(a: DecimalString, b: DecimalString, decimals?: number): DecimalString {
  return limit(parse(a).plus(parse(b)), decimals);
}

/** a − b, exact; with `decimals`, truncated to that many fraction digits. */
export function subtract(a: DecimalString, b: DecimalString, decimals?: number): DecimalString {
  return limit(parse(a).minus(parse(b)), decimals);
}

/** a × b, exact (the fraction digits of both add up); with `decimals`, truncated to that many. */
export function multiply(a: DecimalString, b: DecimalString, decimals?: number): DecimalString {
  return limit(parse(a).times(parse(b)), decimals);
}

/** a ÷ b (b not zero), truncated to `decimals` fraction digits (the contract's 18 by default). */
export function divide(a: DecimalString, b: DecimalString, decimals = CONTRACT_DECIMALS): DecimalString {
  const divisor = parse(b);
  if (divisor.eq('0')) throw new RangeError('Division by zero');
  return limit(parse(a).div(divisor), decimals);
}

/** The sum of every value, exact. */
export function sum(values: Iterable<DecimalString>): DecimalString {
  let total = new Decimal('0');
  for (const value of values) total = total.plus(parse(value));
  return show(total);
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  return parse(a).cmp(parse(b));
}

export function isZero(value: DecimalString): boolean {
  return parse(value).eq('0');
}

/** At most `decimals` fraction digits: rounded half away from zero (cents of a total), or cut ('down'). */
export function round(value: DecimalString, decimals: number, rounding: Rounding = 'half-up'): DecimalString {
  return limit(parse(value), decimals, rounding);
}

/** At most `decimals` fraction digits, the rest cut off (what an asset can hold). */
export function truncate(value: DecimalString, decimals: number): DecimalString {
  return limit(parse(value), decimals, 'down');
}

/** Whole units of 10^-18 (extra digits cut off): toUnits("1.5") = 1500000000000000000n. */
export function toUnits(value: DecimalString): bigint {
  return BigInt(parse(value).round(CONTRACT_DECIMALS, Decimal.roundDown).times(UNIT_FACTOR).toFixed());
}

/** The decimal string of `units` × 10^-18, with at most `decimals` fraction digits (truncated). */
export function fromUnits(units: bigint, decimals = CONTRACT_DECIMALS): DecimalString {
  return limit(new Decimal(units).times(UNIT), decimals);
}
