/**
 * Folds text for a forgiving search: case, accents and the Turkish dotted/dotless i do not matter, so
 * "bitcoin", "BITCOIN" and "bıtcoin" all find Bitcoin in either language.
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').trim();
}

/** True when every word of the query is found in one of the texts. */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map(foldForSearch).join(' ');
  return words.every((word) => haystack.includes(word));
}
