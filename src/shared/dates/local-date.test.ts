import { describe, expect, it } from 'vitest';
import { datePattern, formatLocalDate, localToday, parseLocalDate } from './local-date';

describe('a calendar date in the customer’s locale', () => {
  it('writes the date in the locale order', () => {
    expect(formatLocalDate('1990-04-23', 'tr')).toBe('23.04.1990');
    expect(formatLocalDate('1990-04-23', 'en')).toBe('04/23/1990');
    expect(formatLocalDate(null, 'en')).toBe('');
    expect(datePattern('tr').order).toEqual(['day', 'month', 'year']);
  });

  it('reads it back, whatever separates the numbers', () => {
    expect(parseLocalDate('23.04.1990', 'tr')).toBe('1990-04-23');
    expect(parseLocalDate('23/4/1990', 'tr')).toBe('1990-04-23');
    expect(parseLocalDate('04/23/1990', 'en')).toBe('1990-04-23');
  });

  it('refuses dates that do not exist or are incomplete', () => {
    expect(parseLocalDate('31.02.1990', 'tr')).toBeNull();
    expect(parseLocalDate('23.04.90', 'tr')).toBeNull();
    expect(parseLocalDate('23.04', 'tr')).toBeNull();
    expect(parseLocalDate('23/04/1990', 'en')).toBeNull();
  });

  it('takes today from the local calendar', () => {
    expect(localToday(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
  });
});
