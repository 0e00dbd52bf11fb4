import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/services/storage';
import { isChunkLoadError, RELOAD_WINDOW_MS, reloadOnceForNewVersion, resetNewVersionReloadForTests } from './new-version-reload';

afterEach(() => {
  sessionStorage.clear();
  resetNewVersionReloadForTests();
});

describe('isChunkLoadError', () => {
  it("recognises each browser's failed dynamic import and Vite's failed CSS preload", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceForNewVersion', () => {
  it('reloads once, remembers it in sessionStorage, and does not reload again (no loop)', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewVersion({ reload, now: () => 1_000 })).toBe(true);
    expect(sessionStorage.getItem(storageKeys.newVersionReload)).toBe('1000');
    expect(reloadOnceForNewVersion({ reload, now: () => 2_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, once the window has passed', () => {
    const reload = vi.fn();
    reloadOnceForNewVersion({ reload, now: () => 1_000 });
    expect(reloadOnceForNewVersion({ reload, now: () => 1_000 + RELOAD_WINDOW_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
