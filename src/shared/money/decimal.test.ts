import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  DECIMAL_PATTERN,
  divide,
  fromUnits,
  isDecimal,
  isZero,
  multiply,
  round,
  subtract,
  sum,
  toDecimal,
  toUnits,
  truncate,
} from './decimal';

/** The test's own oracle: units × 10^-scale as plain decimal text, from BigInt alone. */
function text(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const body = fraction ? `${whole}.${fraction}` : whole;
  return negative && body !== '0' ? `-${body}` : body;
}

const scaled = fc.record({
  units: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
  scale: fc.integer({ min: 0, max: 18 }),
});

describe('decimal strings', () => {
  it('reads decimal text and nothing else', () => {
    expect(toDecimal('12.340')).toBe('12.34');
    expect(toDecimal(' 7 ')).toBe('7');
    expect(toDecimal('.5')).toBe('0.5');
    expect(toDecimal('1e3')).toBe('1000');
    expect(toDecimal('-2.5')).toBe('-2.5');
    expect(toDecimal('0.000000000000000001')).toBe('0.000000000000000001');
    expect(toDecimal('1e-999999')).toBe('0');
    for (const value of [
      null,
      undefined,
      '',
      ' ',
      '.',
      'e5',
      '1.2.3',
      '12abc',
      '0x10',
      '1,5',
      'Infinity',
      'NaN',
      '1e400',
      0.5,
      3,
      {},
      true,
    ]) {
      expect(toDecimal(value)).toBeNull();
    }
    expect(isDecimal('1e400')).toBe(true);
    expect(isDecimal(0.5)).toBe(false);
  });

  it('answers text already in canonical form as reading it with big.js would', () => {
    const read = (value: string): string | null => {
      try {
        return new Big(value.trim()).toFixed();
      } catch {
        return null;
      }
    };
    fc.assert(
      fc.property(fc.stringMatching(/^ ?-?[0-9]{0,4}(\.[0-9]{0,4})?$/), (value) => {
        expect(toDecimal(value)).toBe(read(value));
        expect(isDecimal(value)).toBe(read(value) !== null);
      }),
    );
    expect(toDecimal('-0')).toBe('0');
    expect(toDecimal('-0.5')).toBe('-0.5');
    expect(toDecimal('0.50')).toBe('0.5');
    expect(toDecimal('007')).toBe('7');
    expect(toDecimal(`1${'0'.repeat(400)}`)).toBeNull();
    expect(toDecimal(`0.${'0'.repeat(500)}1`)).toBe('0');
  });

  it('matches the contract pattern', () => {
    expect(DECIMAL_PATTERN.test('0.123456789012345678')).toBe(true);
    expect(DECIMAL_PATTERN.test('0.1234567890123456789')).toBe(false);
    expect(DECIMAL_PATTERN.test('01')).toBe(false);
  });

  it('adds, subtracts and multiplies exactly, where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(subtract('0.3', '0.1')).toBe('0.2');
    expect(multiply('1.123456789012345678', '3456.789')).toBe('3883.553070233197403907942');
    expect(multiply('1.123456789012345678', '3456.789', 18)).toBe('3883.553070233197403907');
    expect(add('1.99', '0.005', 2)).toBe('1.99');
    expect(sum(['0.1', '0.1', '0.1', '0.1', '0.1', '0.1', '0.1', '0.1', '0.1', '0.1'])).toBe('1');
    expect(sum([])).toBe('0');
  });

  it('divides to 18 digits, or fewer, truncating', () => {
    expect(divide('1', '3')).toBe('0.333333333333333333');
    expect(divide('2', '3', 4)).toBe('0.6666');
    expect(divide('10', '4')).toBe('2.5');
    expect(() => divide('1', '0')).toThrow(RangeError);
  });

  it('compares and rounds', () => {
    expect(compare('1.10', '1.1')).toBe(0);
    expect(compare('-1', '0.0001')).toBe(-1);
    expect(compare('1e2', '99.999')).toBe(1);
    expect(isZero('0.000')).toBe(true);
    expect(isZero('0.000000000000000001')).toBe(false);
    expect(round('1.005', 2)).toBe('1.01');
    expect(round('-0.005', 2)).toBe('-0.01');
    expect(round('12.344', 2)).toBe('12.34');
    expect(round('1.999', 2, 'down')).toBe('1.99');
    expect(truncate('0.129', 2)).toBe('0.12');
    expect(truncate('-0.001', 2)).toBe('0');
  });

  it('converts to and from units of 10^-18', () => {
    expect(toUnits('1.5')).toBe(1_500_000_000_000_000_000n);
    expect(toUnits('0.0000000000000000019')).toBe(1n);
    expect(fromUnits(1_500_000_000_000_000_000n)).toBe('1.5');
    expect(fromUnits(1_234_567_000_000_000_000n, 2)).toBe('1.23');
    expect(fromUnits(-1n)).toBe('-0.000000000000000001');
  });

  it('refuses what is not a decimal instead of computing with it', () => {
    expect(() => add('1', 'abc')).toThrow(TypeError);
    expect(() => multiply('0x10', '1')).toThrow(TypeError);
  });
});

describe('decimal arithmetic (properties)', () => {
  it('adds like integer arithmetic on scaled units', () => {
    fc.assert(
      fc.property(scaled, scaled, (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        const units = a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale);
        expect(add(text(a.units, a.scale), text(b.units, b.scale))).toBe(text(units, scale));
      }),
    );
  });

  it('multiplies like integer arithmetic on scaled units', () => {
    fc.assert(
      fc.property(scaled, scaled, (a, b) => {
        expect(multiply(text(a.units, a.scale), text(b.units, b.scale))).toBe(text(a.units * b.units, a.scale + b.scale));
      }),
    );
  });

  it('subtracts back to where it started, and compares by sign of the difference', () => {
    fc.assert(
      fc.property(scaled, scaled, (a, b) => {
        const [x, y] = [text(a.units, a.scale), text(b.units, b.scale)];
        expect(subtract(add(x, y), y)).toBe(x);
        const difference = subtract(x, y);
        expect(compare(x, y)).toBe(isZero(difference) ? 0 : difference.startsWith('-') ? -1 : 1);
      }),
    );
  });

  it('round-trips through units', () => {
    fc.assert(
      fc.property(scaled, ({ units, scale }) => {
        const value = text(units, scale);
        expect(fromUnits(toUnits(value))).toBe(value);
      }),
    );
  });
});
