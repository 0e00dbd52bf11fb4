import { getCountries, getCountryCallingCode, parsePhoneNumber, type Country } from 'react-phone-number-input';

/** The spec's phone-input defaults (section 9). */
export const PHONE_INPUT_DEFAULTS = {
  maxLength: 25,
  name: 'telephone',
  type: 'tel',
  /** The country list opens above the field when less room than this is left below it (px). */
  minSpaceBelow: 200,
  /** Type-to-find in the country list forgets earlier keys after this pause (ms). */
  typeaheadResetMs: 700,
} as const;

/** Library rules (libphonenumber): a national number has 2–17 digits; longer raw input is refused. */
export const MIN_NATIONAL_NUMBER_LENGTH = 2;
export const MAX_NATIONAL_NUMBER_LENGTH = 17;
export const MAX_RAW_INPUT_LENGTH = 250;

/** What the optional character restriction allows: digits, parentheses, hyphens, plus and spaces. */
const VALID_CHARACTERS = /^[\d()\-+\s]*$/;

export type PhoneInvalidReason =
  'EMPTY' | 'TOO_LONG_INPUT' | 'INVALID_CHARACTERS' | 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID';

export interface PhoneValidation {
  isValid: boolean;
  reason?: PhoneInvalidReason;
}

/**
 * Whether typed or pasted text may enter the field: never more than 250 characters of raw input, and,
 * with `validCharactersOnly`, nothing but digits, ( ) - + and spaces.
 */
export function acceptsPhoneInput(text: string, { validCharactersOnly = false } = {}): boolean {
  if (text.length > MAX_RAW_INPUT_LENGTH) return false;
  return !validCharactersOnly || VALID_CHARACTERS.test(text);
}

/**
 * The spec's validity rule: valid when the number is valid for the selected country, or when it is
 * written in international format (+…) and valid for the country it names.
 */
export function validatePhoneNumber(raw: string, country?: Country, { validCharactersOnly = false } = {}): PhoneValidation {
  if (raw.length > MAX_RAW_INPUT_LENGTH) return { isValid: false, reason: 'TOO_LONG_INPUT' };
  const text = raw.trim();
  if (text === '') return { isValid: false, reason: 'EMPTY' };
  if (validCharactersOnly && !VALID_CHARACTERS.test(text)) return { isValid: false, reason: 'INVALID_CHARACTERS' };
  const parsed = text.startsWith('+') ? parsePhoneNumber(text) : parsePhoneNumber(text, country);
  if (!parsed) return { isValid: false, reason: 'NOT_A_NUMBER' };
  if (parsed.nationalNumber.length < MIN_NATIONAL_NUMBER_LENGTH) return { isValid: false, reason: 'TOO_SHORT' };
  if (parsed.nationalNumber.length > MAX_NATIONAL_NUMBER_LENGTH) return { isValid: false, reason: 'TOO_LONG' };
  return parsed.isValid() ? { isValid: true } : { isValid: false, reason: 'INVALID' };
}

/** The value the phone input reports: the spec's country code, validity flag, formatted and national number. */
export interface PhoneValue {
  /** ISO 3166-1 alpha-2 code of the selected country (e.g. "TR"). */
  country: Country | undefined;
  /** The country calling code without "+" (e.g. "90"). */
  countryCallingCode: string | undefined;
  isValid: boolean;
  /** International format ("+90 532 123 45 67"); what was typed when it cannot be parsed. */
  formattedNumber: string;
  /** The national (significant) number, digits only ("5321234567"). */
  nationalNumber: string;
  /** E.164 ("+905321234567") when the input parses, for storing and sending. */
  e164: string | undefined;
}

/** Builds the reported value from the library's E.164 value and the selected country. */
export function toPhoneValue(e164: string | undefined, country: Country | undefined, options = {}): PhoneValue {
  const parsed = e164 ? parsePhoneNumber(e164, country) : undefined;
  const resolvedCountry = parsed?.country ?? country;
  return {
    country: resolvedCountry,
    countryCallingCode: parsed?.countryCallingCode ?? (resolvedCountry ? getCountryCallingCode(resolvedCountry) : undefined),
    isValid: validatePhoneNumber(e164 ?? '', country, options).isValid,
    formattedNumber: parsed ? parsed.formatInternational() : (e164 ?? ''),
    nationalNumber: parsed?.nationalNumber ?? '',
    e164: parsed?.number,
  };
}

/** The countries to offer: an only-list, else every supported country minus an ignore-list. */
export function allowedCountries(onlyCountries?: readonly Country[], ignoredCountries?: readonly Country[]): Country[] {
  const supported = getCountries();
  const base = onlyCountries?.length ? supported.filter((country) => onlyCountries.includes(country)) : supported;
  return ignoredCountries?.length ? base.filter((country) => !ignoredCountries.includes(country)) : base;
}

/** Where the country list opens: above the field when less than 200 px is left below it. */
export function dropdownPlacement(spaceBelow: number, minSpaceBelow: number = PHONE_INPUT_DEFAULTS.minSpaceBelow) {
  return spaceBelow < minSpaceBelow ? ('top-start' as const) : ('bottom-start' as const);
}

/**
 * Type-to-find for the country list: keys typed within 700 ms of each other form one search
 * ("tu" → Turkey); after a pause the search starts over. Repeating one letter cycles through the
 * entries that start with it.
 */
export function createTypeahead<T>(
  labelOf: (item: T) => string,
  { timeout = PHONE_INPUT_DEFAULTS.typeaheadResetMs, now = () => Date.now(), locale = 'en' } = {},
) {
  let query = '';
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  return function find(key: string, items: readonly T[], current?: T): T | undefined {
    const at = now();
    query = at - lastKeyAt > timeout ? key : query + key;
    lastKeyAt = at;
    const needle = query.toLocaleLowerCase(locale);
    const repeated = needle.length > 1 && [...needle].every((char) => char === needle[0]);
    const matches = (item: T, text: string) => labelOf(item).toLocaleLowerCase(locale).startsWith(text);
    if (repeated) {
      const candidates = items.filter((item) => matches(item, needle[0] ?? ''));
      const index = current === undefined ? -1 : candidates.indexOf(current);
      return candidates[(index + 1) % candidates.length];
    }
    const start = current === undefined ? 0 : items.indexOf(current);
    const ordered = [...items.slice(Math.max(start, 0)), ...items.slice(0, Math.max(start, 0))];
    // A fresh single key moves past the current entry; a longer query may stay on it.
    const pool = needle.length === 1 && current !== undefined ? [...ordered.slice(1), ordered[0] as T] : ordered;
    return pool.find((item) => matches(item, needle));
  };
}

/** The region an interface language stands for, when nothing better says where the visitor is. */
const LOCALE_REGIONS: Readonly<Record<string, Country>> = { tr: 'TR', en: 'US' };

/**
 * The country a number typed without a country and without `+` is judged against: the one the form gives,
 * else the IP lookup's, else the interface language's region (tr → TR, en → US), among the offered ones.
 * Undefined only when none of them is offered: the field then asks for a country or a `+`.
 */
export function defaultPhoneCountry({
  given,
  detected,
  locale,
  countries,
}: {
  given?: Country;
  detected?: Country;
  locale: string;
  countries: readonly Country[];
}): Country | undefined {
  const region = LOCALE_REGIONS[locale.toLowerCase().split('-')[0] ?? ''];
  return [given, detected, region].find((country) => country !== undefined && countries.includes(country));
}

/** Text starting with a digit while no country is chosen: the library would silently prefix a `+`. */
export function needsCountryFirst(text: string, country: Country | undefined): boolean {
  return country === undefined && /^\s*[\d(]/.test(text);
}
