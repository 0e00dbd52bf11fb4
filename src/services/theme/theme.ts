import { useSyncExternalStore } from 'react';
import { applyStoredTheme as apply, DARK_QUERY, readThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from './stored-theme';

export { readThemeChoice, resolveTheme, THEME_STORAGE_KEY, type Theme, type ThemeChoice } from './stored-theme';

const listeners = new Set<() => void>();

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
