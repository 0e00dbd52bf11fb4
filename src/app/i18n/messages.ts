import { DEFAULT_LOCALE, type Locale } from '@/services/i18n';

export type Messages = Record<string, string>;

/** A feature whose catalogue loads with its first screen (src/features/<area>/**\/i18n). */
export type FeatureArea = string;

/** Which feature catalogues to load beside the core ones (app, design system, services): a list, or all of them. */
export type AreaSelection = readonly FeatureArea[] | 'all';

// Every area keeps its own catalogue next to its code (src/**/i18n/{en,tr}.json). The core ones (app, design
// system, services) load at start; a feature's load with its first screen (app-messages.ts), so the sign-in
// screen does not wait for the wallet's, the NFT studio's and the support centre's texts.
// The demo backend's panel has its own (src/mocks is never part of the app's bundle).
const catalogues = import.meta.glob<Messages>(['/src/**/i18n/{en,tr}.json', '!/src/mocks/**'], { import: 'default' });

/** The feature a catalogue belongs to, or undefined for a core catalogue. */
export function areaOfCatalogue(path: string): FeatureArea | undefined {
  return /\/src\/features\/([^/]+)\//.exec(path)?.[1];
}

function cataloguesFor(locale: Locale, areas: AreaSelection): Array<() => Promise<Messages>> {
  return Object.entries(catalogues)
    .filter(([path]) => path.endsWith(`/i18n/${locale}.json`))
    .filter(([path]) => {
      const area = areaOfCatalogue(path);
      return area === undefined || areas === 'all' || areas.includes(area);
    })
    .map(([, load]) => load);
}

async function loadLocale(locale: Locale, areas: AreaSelection): Promise<Messages> {
  const parts = await Promise.all(cataloguesFor(locale, areas).map((load) => load()));
  return Object.assign({}, ...parts) as Messages;
}

/** A locale's messages over the fallback locale's: a missing translation shows the English text. */
export function withFallback(fallback: Messages, own: Messages): Messages {
  return { ...fallback, ...own };
}

/**
 * Messages for a locale, with English filling any gap (the spec's fallback locale): the core catalogues and the
 * given features' (all of them unless told: tests and Storybook render any screen at once).
 */
export async function loadMessages(locale: Locale, areas: AreaSelection = 'all'): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return loadLocale(locale, areas);
  const [fallback, own] = await Promise.all([loadLocale(DEFAULT_LOCALE, areas), loadLocale(locale, areas)]);
  return withFallback(fallback, own);
}
