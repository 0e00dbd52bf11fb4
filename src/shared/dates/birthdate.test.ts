import { describe, expect, it } from 'vitest';
import { birthdateProblem } from './birthdate';

describe('a birth date', () => {
  const today = '2026-01-15';

  it.each([
    ['05/01/1990', 'en', null],
    ['01.05.1990', 'tr', null],
    ['01/15/2026', 'en', null],
    ['01/01/1900', 'en', null],
    ['01/16/2026', 'en', 'future'],
    ['12/31/1899', 'en', 'tooEarly'],
    ['02/30/1990', 'en', 'invalid'],
    ['30.02.1990', 'tr', 'invalid'],
    // The other language's order: 13 is no month.
    ['13.05.1990', 'en', 'invalid'],
    ['1990-05-01', 'en', 'invalid'],
    ['', 'en', 'invalid'],
  ] as const)('%j in %s: %s', (text, locale, problem) => {
    expect(birthdateProblem(text, locale, today)).toBe(problem);
  });
});
