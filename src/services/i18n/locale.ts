// The storage helpers themselves, not the storage barrel: the app's entry reads the locale before anything else loads.
import { storageKeys } from '../storage/keys';
import { readItem, writeItem } from '../storage/storage';

export const SUPPORTED_LOCALES = ['en', 'tr'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The stored locale (key app_locale), else English. */
export function readStoredLocale(): Locale {
  const stored = readItem(storageKeys.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  writeItem(storageKeys.locale, locale);
}
