import { describe, expect, it } from 'vitest';
import { datePattern, formatBirthdate, localToday, parseBirthdate } from './birthdate';

describe('birth date in the customer locale', () => {
  it('writes the date in the locale order', () => {
    expect(formatBirthdate('1990-04-23', 'tr')).toBe('23.04.1990');
    expect(formatBirthdate('1990-04-23', 'en')).toBe('04/23/1990');
    expect(formatBirthdate(null, 'en')).toBe('');
    expect(datePattern('tr').order).toEqual(['day', 'month', 'year']);
  });

  it('reads it back, whatever separates the numbers', () => {
    expect(parseBirthdate('23.04.1990', 'tr')).toBe('1990-04-23');
    expect(parseBirthdate('23/4/1990', 'tr')).toBe('1990-04-23');
    expect(parseBirthdate('04/23/1990', 'en')).toBe('1990-04-23');
  });

  it('refuses dates that do not exist or are incomplete', () => {
    expect(parseBirthdate('31.02.1990', 'tr')).toBeNull();
    expect(parseBirthdate('23.04.90', 'tr')).toBeNull();
    expect(parseBirthdate('23.04', 'tr')).toBeNull();
    expect(parseBirthdate('23/04/1990', 'en')).toBeNull();
  });

  it('takes today from the local calendar', () => {
    expect(localToday(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
  });
});
