export { SUPPORTED_LOCALES, DEFAULT_LOCALE, isLocale, readStoredLocale, storeLocale, type Locale } from './locale';
export { LocaleContext, useLocale, type LocaleContextValue } from './locale-context';
