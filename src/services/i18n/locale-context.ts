import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locale';

export interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleContextValue>({
  locale: DEFAULT_LOCALE,
  setLocale: () => undefined,
});

/** The active interface language and a way to change it (the change is persisted under app_locale). */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
