// The stored theme choice and the page's theme attribute: no React, so the entry can apply it before the first paint.

/** What the customer chose: a fixed theme, or to follow the system (the default until they choose). */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/** localStorage key of the choice; absent means "follow the system". */
export const THEME_STORAGE_KEY = 'app_theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

function isChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): Theme {
  return globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The theme a choice stands for right now. */
export function resolveTheme(choice: ThemeChoice, system: Theme = systemTheme()): Theme {
  return choice === 'system' ? system : choice;
}

/** Sets the page's theme (data-theme) from the stored choice; main.tsx calls it before the first paint. */
export function applyStoredTheme(): void {
  document.documentElement.dataset.theme = resolveTheme(readThemeChoice());
}
