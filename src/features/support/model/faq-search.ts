import type { FaqEntry, FaqGroup } from './faq';

/**
 * Lower case in the customer's language (Turkish İ → i, I → ı) without accents, so "sifre" finds "Şifre"
 * and "ISLEM" finds "işlem" — the way people type on a phone keyboard.
 */
export function foldForSearch(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

export interface FaqMatchGroup {
  group: FaqGroup;
  entries: FaqEntry[];
}

/**
 * The entries whose question or answer contains every word of the query, grouped in FAQ order; every
 * entry when the query is blank. Groups with no match are left out.
 */
export function searchFaq(
  entries: readonly FaqEntry[],
  groups: readonly FaqGroup[],
  query: string,
  textOf: (messageId: string) => string,
  locale: string,
): FaqMatchGroup[] {
  const words = foldForSearch(query, locale).split(/\s+/).filter(Boolean);
  const matches = (entry: FaqEntry) => {
    if (words.length === 0) return true;
    const haystack = foldForSearch(`${textOf(entry.questionId)} ${textOf(entry.answerId)}`, locale);
    return words.every((word) => haystack.includes(word));
  };
  return groups
    .map((group) => ({ group, entries: entries.filter((entry) => entry.group === group && matches(entry)) }))
    .filter(({ entries: found }) => found.length > 0);
}
