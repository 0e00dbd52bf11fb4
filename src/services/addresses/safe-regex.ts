/** No address or memo of any network we know is longer; anything longer is refused before a regex runs. */
export const MAX_ADDRESS_LENGTH = 128;
export const MAX_MEMO_LENGTH = 128;
const MAX_PATTERN_LENGTH = 512;

// A quantified group that itself contains a quantifier ("(a+)+", "(\w*)*", "(x|y+){2,}") can backtrack
// exponentially: such a pattern from the server is refused rather than run on every keystroke.
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)[+*{]/;

export type SafePattern = { ok: true; test: (text: string) => boolean } | { ok: false };

const cache = new Map<string, SafePattern>();

/**
 * Compiles a pattern the server sends (a network's addressRegex or memoRegex) so it can be run safely on
 * what the customer types: too long, nested quantifiers or a syntax error → not usable; the text tested is
 * capped at `maxLength`, so a run can never take long.
 */
export function compileSafePattern(pattern: string, maxLength: number): SafePattern {
  const key = `${maxLength}:${pattern}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let compiled: SafePattern = { ok: false };
  if (pattern.length <= MAX_PATTERN_LENGTH && !NESTED_QUANTIFIER.test(pattern)) {
    try {
      const regex = new RegExp(pattern);
      compiled = { ok: true, test: (text) => text.length <= maxLength && regex.test(text) };
    } catch {
      compiled = { ok: false };
    }
  }
  cache.set(key, compiled);
  return compiled;
}
