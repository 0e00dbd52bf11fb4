import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, LocaleContext, storeLocale, type Locale } from '@/services/i18n';
import type { MessageStore } from './message-store';

interface I18nProviderProps {
  /** The language and messages shown, and where a change of language loads the new ones. */
  store: MessageStore;
  children: ReactNode;
  /** Persist changes under app_locale (off in Storybook, where the toolbar owns the locale and remounts this). */
  persist?: boolean;
}

export function I18nProvider({ store, children, persist = true }: I18nProviderProps) {
  const [shown, setShown] = useState(store.getSnapshot);
  const { locale, messages } = shown;

  // A feature's messages arrive while its screen may be rendering in slices: taken in as a transition, the new
  // texts join that render. (Read with useSyncExternalStore, a change in mid-render makes React redo the whole
  // render in one blocking piece: a long task on a slow phone.)
  useEffect(() => {
    const show = () => startTransition(() => setShown(store.getSnapshot()));
    // Anything published between the first render and this subscription.
    show();
    return store.subscribe(show);
  }, [store]);

  // Screens waiting for their texts (app-messages.ts) go on once these are committed.
  useLayoutEffect(() => store.markShown(shown), [store, shown]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      if (persist) storeLocale(next);
      void store.setLocale(next);
    },
    [persist, store],
  );

  const localeContext = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext value={localeContext}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

function reportIntlError(error: Error & { code?: string }): void {
  // A missing translation is caught by the catalogue check in `npm test`; keep the console quiet for users.
  if (import.meta.env.DEV) console.warn(error.message);
}
