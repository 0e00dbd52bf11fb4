import { readItem, storageKeys, writeItem } from '@/services/storage';

/** A second automatic reload within this window shows the new-version screen instead (no reload loop). */
export const RELOAD_WINDOW_MS = 5 * 60_000;

/**
 * A lazily loaded chunk that cannot be fetched: after a deploy the old chunk names are gone. Browsers word it
 * differently; Vite's preload helper adds its own for CSS.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(
      error.message,
    )
  );
}

interface ReloadDeps {
  now?: () => number;
  reload?: () => void;
}

/** The page's reload, one place to replace it in tests (jsdom cannot navigate). */
export const page = { reload: (): void => window.location.reload() };

let reloading = false;

export function resetNewVersionReloadForTests(): void {
  reloading = false;
}

/** Whether the page is already on its way to a reload (the error screens then show nothing alarming). */
export function isReloadingForNewVersion(): boolean {
  return reloading;
}

/**
 * Reloads the page once to pick up a new version; the time is kept in sessionStorage, so a chunk that still
 * fails after the reload does not reload again. Returns whether it reloads.
 */
export function reloadOnceForNewVersion({ now = Date.now, reload = () => page.reload() }: ReloadDeps = {}): boolean {
  const last = Number(readItem(storageKeys.newVersionReload, 'session') ?? '');
  if (Number.isFinite(last) && last > 0 && now() - last < RELOAD_WINDOW_MS) return false;
  writeItem(storageKeys.newVersionReload, String(now()), 'session');
  reloading = true;
  reload();
  return true;
}
