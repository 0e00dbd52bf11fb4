import { DEFAULT_LOCALE, isLocale, type Locale } from '@/services/i18n/locale';
import { getDb } from '../db/store';
import { languageOf } from '../db/texts';

/**
 * The language a request asks for in Accept-Language ("tr", "tr-TR, en;q=0.8"), among those the backend
 * writes in: the first of highest weight whose primary tag it has, else English (what it writes for anyone
 * else). Undefined without the header, or with only "*": the request states no language, the remembered
 * one stays.
 */
export function requestLanguage(request: Request): Locale | undefined {
  const header = request.headers.get('Accept-Language')?.trim();
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter))?.slice(2);
      const weight = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q) : 0;
      return { tag: range.toLowerCase(), weight, index };
    })
    .filter((range) => range.tag !== '' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  if (ranges.length === 0 || ranges.every((range) => range.tag === '*')) return undefined;
  const primary = ranges.map((range) => range.tag.split('-')[0]).find(isLocale);
  return primary ?? DEFAULT_LOCALE;
}

/**
 * The language to answer a request in (the error texts a customer reads, ADR 0031): the one it asks for,
 * else the one remembered for the caller (when known), else English.
 */
export function replyLanguage(request: Request, userId: string | undefined): Locale {
  return requestLanguage(request) ?? (userId === undefined ? DEFAULT_LOCALE : languageOf(getDb(), userId));
}
