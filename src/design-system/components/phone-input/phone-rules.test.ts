import { describe, expect, it } from 'vitest';
import {
  acceptsPhoneInput,
  allowedCountries,
  createTypeahead,
  dropdownPlacement,
  MAX_RAW_INPUT_LENGTH,
  toPhoneValue,
  validatePhoneNumber,
} from './phone-rules';

describe('validatePhoneNumber', () => {
  it('accepts a number valid for the selected country', () => {
    expect(validatePhoneNumber('0532 123 45 67', 'TR')).toEqual({ isValid: true });
    expect(validatePhoneNumber('(201) 555-0123', 'US')).toEqual({ isValid: true });
  });

  it('accepts a number in international format whatever country is selected', () => {
    expect(validatePhoneNumber('+44 20 7946 0958', 'TR')).toEqual({ isValid: true });
    expect(validatePhoneNumber('+905321234567', undefined)).toEqual({ isValid: true });
  });

  it('rejects a number that is not valid for the selected country', () => {
    expect(validatePhoneNumber('0532 123 45 67', 'US').isValid).toBe(false);
    expect(validatePhoneNumber('12345', 'TR')).toEqual({ isValid: false, reason: 'INVALID' });
  });

  it('rejects empty input and input that is no number at all', () => {
    expect(validatePhoneNumber('   ', 'TR')).toEqual({ isValid: false, reason: 'EMPTY' });
    expect(validatePhoneNumber('call me', 'TR')).toEqual({ isValid: false, reason: 'NOT_A_NUMBER' });
  });

  it('needs 2 to 17 digits of national number', () => {
    expect(validatePhoneNumber('+90 5', undefined).reason).toBe('NOT_A_NUMBER');
    expect(validatePhoneNumber('+1 23', undefined)).toEqual({ isValid: false, reason: 'INVALID' });
    expect(validatePhoneNumber(`+90 ${'5'.repeat(18)}`, undefined).isValid).toBe(false);
  });

  it('rejects raw input over 250 characters', () => {
    expect(validatePhoneNumber(`+90532${' '.repeat(MAX_RAW_INPUT_LENGTH)}`, 'TR')).toEqual({
      isValid: false,
      reason: 'TOO_LONG_INPUT',
    });
  });

  it('optionally allows only digits, parentheses, hyphens, plus and spaces', () => {
    expect(validatePhoneNumber('0532.123.45.67', 'TR', { validCharactersOnly: true })).toEqual({
      isValid: false,
      reason: 'INVALID_CHARACTERS',
    });
    expect(validatePhoneNumber('(0532) 123-45-67', 'TR', { validCharactersOnly: true }).isValid).toBe(true);
  });
});

describe('acceptsPhoneInput', () => {
  it('lets through digits and the allowed punctuation', () => {
    expect(acceptsPhoneInput('+1 (201) 555-0123', { validCharactersOnly: true })).toBe(true);
  });

  it('refuses letters and other symbols only when restricted', () => {
    expect(acceptsPhoneInput('0532abc', { validCharactersOnly: true })).toBe(false);
    expect(acceptsPhoneInput('0532/123', { validCharactersOnly: true })).toBe(false);
    expect(acceptsPhoneInput('0532abc')).toBe(true);
  });

  it('refuses more than 250 characters in any case', () => {
    expect(acceptsPhoneInput('1'.repeat(250))).toBe(true);
    expect(acceptsPhoneInput('1'.repeat(251))).toBe(false);
  });
});

describe('toPhoneValue', () => {
  it('reports the country code, validity, the formatted and the national number', () => {
    expect(toPhoneValue('+905321234567', 'TR')).toEqual({
      country: 'TR',
      countryCallingCode: '90',
      isValid: true,
      formattedNumber: '+90 532 123 45 67',
      nationalNumber: '5321234567',
      e164: '+905321234567',
    });
  });

  it('keeps the selected country while nothing is typed', () => {
    expect(toPhoneValue(undefined, 'DE')).toMatchObject({
      country: 'DE',
      countryCallingCode: '49',
      isValid: false,
      nationalNumber: '',
    });
  });
});

describe('allowedCountries', () => {
  it('uses an only-list when given', () => {
    expect(allowedCountries(['TR', 'DE', 'GB'])).toEqual(['DE', 'GB', 'TR']);
  });

  it('drops an ignore-list from every country', () => {
    const countries = allowedCountries(undefined, ['US', 'CA']);
    expect(countries).not.toContain('US');
    expect(countries).not.toContain('CA');
    expect(countries).toContain('TR');
  });
});

describe('dropdownPlacement', () => {
  it('opens upwards when less than 200 px is left below', () => {
    expect(dropdownPlacement(199)).toBe('top-start');
    expect(dropdownPlacement(200)).toBe('bottom-start');
  });
});

describe('createTypeahead', () => {
  const countries = ['Germany', 'Ghana', 'Greece', 'Turkey', 'Tuvalu', 'Tunisia'];

  function typer() {
    let time = 0;
    const find = createTypeahead((name: string) => name, { now: () => time });
    return {
      type: (key: string, after = 100, current?: string) => {
        time += after;
        return find(key, countries, current);
      },
    };
  }

  it('finds by the letters typed in a row', () => {
    const { type } = typer();
    expect(type('t')).toBe('Turkey');
    expect(type('u')).toBe('Turkey');
    expect(type('v')).toBe('Tuvalu');
  });

  it('starts over after 700 ms without a key', () => {
    const { type } = typer();
    expect(type('t')).toBe('Turkey');
    expect(type('g', 701)).toBe('Germany');
    expect(type('h', 699)).toBe('Ghana');
  });

  it('cycles through entries when one letter is repeated', () => {
    const { type } = typer();
    expect(type('g', 100, 'Germany')).toBe('Ghana');
    expect(type('g', 100, 'Ghana')).toBe('Greece');
  });
});
