import type { AddressRules } from './network-rules';
import { compileSafePattern, MAX_MEMO_LENGTH } from './safe-regex';

export type MemoCheck =
  /** No memo, and the network needs none. */
  | { kind: 'not-needed' }
  /** The network needs one but it is empty: the customer must confirm the recipient needs none. */
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'valid' };

/** Checks the memo / tag / comment against the network's rule. */
export function checkMemo(memo: string, rules: AddressRules): MemoCheck {
  const trimmed = memo.trim();
  if (trimmed === '') return rules.memoRequired ? { kind: 'missing' } : { kind: 'not-needed' };
  if (!rules.memoRegex) return trimmed.length <= MAX_MEMO_LENGTH ? { kind: 'valid' } : { kind: 'invalid' };
  const pattern = compileSafePattern(rules.memoRegex, MAX_MEMO_LENGTH);
  return pattern.ok && pattern.test(trimmed) ? { kind: 'valid' } : { kind: 'invalid' };
}
