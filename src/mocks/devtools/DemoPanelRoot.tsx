import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import en from './i18n/en.json';
import tr from './i18n/tr.json';
import { DemoPanel } from './DemoPanel';
import { demoPanelSections } from './registry';

type PanelLocale = 'en' | 'tr';

const localeOf = (lang: string | undefined): PanelLocale => (lang?.toLowerCase().startsWith('tr') ? 'tr' : 'en');

/** Follows the app's language (the app sets <html lang>) without depending on the app's providers. */
function useDocumentLocale(): PanelLocale {
  const [locale, setLocale] = useState(() => localeOf(document.documentElement.lang));
  useEffect(() => {
    const observer = new MutationObserver(() => setLocale(localeOf(document.documentElement.lang)));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, []);
  return locale;
}

/** The panel with its own IntlProvider and catalogues (it renders into its own root, outside the app). */
export function DemoPanelRoot({ locale: fixedLocale }: { locale?: PanelLocale }) {
  const documentLocale = useDocumentLocale();
  const locale = fixedLocale ?? documentLocale;
  const sections = useSyncExternalStore(demoPanelSections.subscribe, demoPanelSections.getSnapshot);
  const messages = useMemo(() => {
    const english = Object.assign({}, en, ...sections.map((section) => section.messages?.en ?? {})) as Record<string, string>;
    if (locale === 'en') return english;
    return Object.assign(english, tr, ...sections.map((section) => section.messages?.tr ?? {})) as Record<string, string>;
  }, [locale, sections]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      <DemoPanel />
    </IntlProvider>
  );
}
