import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, LocaleContext, storeLocale, type Locale } from '@/services/i18n';
import { loadMessages, type Messages } from './messages';

interface I18nProviderProps {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
  /** Persist changes under app_locale (off in Storybook, where the toolbar owns the locale and remounts this). */
  persist?: boolean;
}

export function I18nProvider({ initialLocale, initialMessages, children, persist = true }: I18nProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const setLocale = useCallback(
    (locale: Locale) => {
      if (persist) storeLocale(locale);
      void loadMessages(locale).then((messages) => setState({ locale, messages }));
    },
    [persist],
  );

  const localeContext = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);

  return (
    <LocaleContext value={localeContext}>
      <IntlProvider locale={state.locale} defaultLocale={DEFAULT_LOCALE} messages={state.messages} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

function reportIntlError(error: Error & { code?: string }): void {
  // A missing translation is caught by the catalogue check in `npm test`; keep the console quiet for users.
  if (import.meta.env.DEV) console.warn(error.message);
}
