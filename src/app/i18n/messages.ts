import { DEFAULT_LOCALE, type Locale } from '@/services/i18n';

export type Messages = Record<string, string>;

// Every area keeps its own catalogue next to its code (src/**/i18n/{en,tr}.json); they are merged here.
// The demo backend's panel has its own (src/mocks is never part of the app's bundle).
const catalogues = import.meta.glob<Messages>(['/src/**/i18n/{en,tr}.json', '!/src/mocks/**'], { import: 'default' });

function cataloguesFor(locale: Locale): Array<() => Promise<Messages>> {
  return Object.entries(catalogues)
    .filter(([path]) => path.endsWith(`/i18n/${locale}.json`))
    .map(([, load]) => load);
}

async function loadLocale(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(cataloguesFor(locale).map((load) => load()));
  return Object.assign({}, ...parts) as Messages;
}

/** A locale's messages over the fallback locale's: a missing translation shows the English text. */
export function withFallback(fallback: Messages, own: Messages): Messages {
  return { ...fallback, ...own };
}

/** Messages for a locale, with English filling any gap (the spec's fallback locale). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return loadLocale(locale);
  const [fallback, own] = await Promise.all([loadLocale(DEFAULT_LOCALE), loadLocale(locale)]);
  return withFallback(fallback, own);
}
