import { afterEach, describe, expect, it } from 'vitest';
import { readThemeChoice, resolveTheme, setThemeChoice, THEME_STORAGE_KEY } from './theme';

afterEach(() => localStorage.clear());

describe('theme choice', () => {
  it('follows the system until a theme is chosen', () => {
    expect(readThemeChoice()).toBe('system');
    expect(resolveTheme('system', 'dark')).toBe('dark');
    expect(resolveTheme('system', 'light')).toBe('light');
  });

  it('persists a chosen theme and applies it to the page', () => {
    setThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(resolveTheme('dark', 'light')).toBe('dark');
  });

  it('forgets the choice when the customer goes back to the system theme', () => {
    setThemeChoice('light');
    setThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });
});
