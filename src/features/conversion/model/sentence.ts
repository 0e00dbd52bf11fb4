/** Punctuation that already ends a sentence (a server's text may end with any of them, or with none). */
const SENTENCE_END = /[.!?…]$/u;

/**
 * `text` as a sentence another follows: a server's reason such as "Quote not found" gets its full stop, so
 * "{reason} Your amounts are kept." does not read as one run-on line.
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || SENTENCE_END.test(trimmed) ? trimmed : `${trimmed}.`;
}
