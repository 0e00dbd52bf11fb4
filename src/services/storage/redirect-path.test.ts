import { describe, expect, it } from 'vitest';
import { sanitizeRedirectPath } from './redirect-path';

describe('sanitizeRedirectPath (post-login target)', () => {
  it.each([
    ['/wallet', '/wallet'],
    ['/wallet/BTC?page=2#top', '/wallet/BTC?page=2#top'],
    ['/transaction-history?sort_by=date&sort_order=desc', '/transaction-history?sort_by=date&sort_order=desc'],
    ['/nft/transfer/42', '/nft/transfer/42'],
    ['/a/../profile-settings', '/profile-settings'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(sanitizeRedirectPath(input)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/wallet'],
    ['triple slash', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['absolute https', 'https://evil.example/wallet'],
    ['absolute same-looking host', 'http://localhost:5173/wallet'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['relative path', 'wallet'],
    ['leading space', ' //evil.example'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, input) => {
    expect(sanitizeRedirectPath(input)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(sanitizeRedirectPath(null)).toBeNull();
    expect(sanitizeRedirectPath(undefined)).toBeNull();
    expect(sanitizeRedirectPath(42)).toBeNull();
  });
});
