import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, meetsPasswordRule, PASSWORD_RULES, unmetPasswordRules } from './password-policy';

describe("Cognito's default password policy", () => {
  it('lists every rule a blank password misses, in the checklist order', () => {
    expect(unmetPasswordRules('')).toEqual(['length', 'uppercase', 'lowercase', 'number', 'symbol']);
    expect(PASSWORD_RULES).toEqual(['length', 'uppercase', 'lowercase', 'number', 'symbol']);
  });

  it.each([
    ['length', 'Aa1!aaa', false],
    ['length', 'Aa1!aaaa', true],
    ['uppercase', 'abc', false],
    ['uppercase', 'aBc', true],
    ['uppercase', 'ÇŞĞ', false],
    ['lowercase', 'ABC', false],
    ['lowercase', 'ABc', true],
    ['number', 'abc', false],
    ['number', 'ab3', true],
    ['symbol', 'abc123', false],
    ['symbol', 'abc#123', true],
    ['symbol', 'a=b', true],
    ['symbol', 'a\\b', true],
    ['symbol', 'a b', true],
    ['symbol', ' ab', false],
    ['symbol', 'ab ', false],
    ['symbol', 'şifre', false],
  ] as const)('%s rule on %j → %s', (rule, password, met) => {
    expect(meetsPasswordRule(rule, password)).toBe(met);
  });

  it('accepts a password that meets every rule, and not one over 256 characters', () => {
    expect(meetsPasswordPolicy('Wallet#Demo2026')).toBe(true);
    expect(unmetPasswordRules('Wallet#Demo2026')).toEqual([]);
    expect(meetsPasswordPolicy(`Aa1!${'x'.repeat(253)}`)).toBe(false);
    expect(meetsPasswordPolicy('wallet#demo2026')).toBe(false);
  });
});
