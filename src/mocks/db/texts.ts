import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, type Locale } from '@/services/i18n/locale';
import { DECIMAL_PATTERN, formatDecimal } from '@/shared/money';
import en from './i18n/en.json';
import tr from './i18n/tr.json';
import type { DemoDatabase } from './types';

/**
 * The texts the demo backend writes for people (notification titles and messages, transaction log lines,
 * failure reasons), in the language of the customer they are for: the one their last request asked for
 * (Accept-Language, remembered per user), else English. Written once, when the text is made: what is stored
 * keeps the language it was sent in, as a real server's would (ADR 0031).
 */
export type ServerTextId = keyof typeof en;

const catalogues: Record<Locale, Record<ServerTextId, string>> = { en, tr };
const cache = createIntlCache();
const formatters = new Map<Locale, IntlShape<string>>();

function formatter(language: Locale): IntlShape<string> {
  let intl = formatters.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, defaultLocale: DEFAULT_LOCALE, messages: catalogues[language] }, cache);
    formatters.set(language, intl);
  }
  return intl;
}

/** One text of the catalogue (src/mocks/db/i18n) in `language`; amounts in `values` go through amountText first. */
export function serverText(language: Locale, id: ServerTextId, values?: Record<string, string>): string {
  return formatter(language).formatMessage({ id }, values);
}

/**
 * An amount as the server writes it in a text: exactly its digits, without grouping, with the language's
 * decimal mark ("0.05" in English, "0,05" in Turkish). Formatted from the decimal string (shared money), never
 * a float; text that is not a contract decimal is left as it is.
 */
export function amountText(amount: string, language: Locale): string {
  if (!DECIMAL_PATTERN.test(amount)) return amount;
  const digits = amount.split('.')[1]?.length ?? 0;
  return formatDecimal(amount, language, { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The language the backend writes in for a user: the one remembered from their requests, else English. */
export function languageOf(db: DemoDatabase, userId: string): Locale {
  return db.users.find((user) => user.id === userId)?.language ?? DEFAULT_LOCALE;
}

/** Every remembered language by user id (kept across the demo panel's reset). */
export function rememberedLanguages(db: DemoDatabase): Record<string, Locale> {
  const languages: Record<string, Locale> = {};
  for (const user of db.users) if (user.language) languages[user.id] = user.language;
  return languages;
}

/** The `network` value of a log line: its name, or `none` for the line's "the network" wording. */
export const networkValue = (name: string | undefined): string => name ?? 'none';
