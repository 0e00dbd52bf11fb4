import { describe, expect, it } from 'vitest';
import { readStoredLocale, storeLocale } from './locale';

describe('interface language persistence (key app_locale)', () => {
  it('starts in English when nothing is stored', () => {
    expect(readStoredLocale()).toBe('en');
  });

  it('reads the stored locale at start', () => {
    localStorage.setItem('app_locale', 'tr');
    expect(readStoredLocale()).toBe('tr');
  });

  it('falls back to English for an unsupported stored value', () => {
    localStorage.setItem('app_locale', 'de');
    expect(readStoredLocale()).toBe('en');
  });

  it('writes a change back under app_locale', () => {
    storeLocale('tr');
    expect(localStorage.getItem('app_locale')).toBe('tr');
    storeLocale('en');
    expect(localStorage.getItem('app_locale')).toBe('en');
  });
});
