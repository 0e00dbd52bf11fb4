import { useSyncExternalStore } from 'react';

/** What the customer chose: a fixed theme, or to follow the system (the default until they choose). */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/** localStorage key of the choice; absent means "follow the system". */
export const THEME_STORAGE_KEY = 'app_theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

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

function apply(): void {
  document.documentElement.dataset.theme = resolveTheme(readThemeChoice());
}

/** Stores the choice ('system' forgets it) and repaints at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(THEME_STORAGE_KEY);
    else globalThis.localStorage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage unavailable: the choice lasts until the page is left.
  }
  apply();
  listeners.forEach((listener) => listener());
}

/**
 * Applies the stored choice to the page and keeps following the system while none is stored (and other
 * tabs' choices). Called once at start-up, before the first render; Storybook sets the theme itself.
 */
export function startTheme(): void {
  apply();
  globalThis.matchMedia?.(DARK_QUERY).addEventListener('change', apply);
  globalThis.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    apply();
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The customer's theme choice, and a way to change it. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as const);
  return [choice, setThemeChoice];
}
