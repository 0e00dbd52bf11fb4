import { describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers, onPreloadError, onUnhandledRejection } from './global-handlers';

describe('global error handlers', () => {
  it('logs an unhandled promise rejection with its reason', () => {
    const log = vi.fn();
    const reason = new Error('lost');
    onUnhandledRejection(Object.assign(new Event('unhandledrejection'), { reason }), log);
    expect(log).toHaveBeenCalledWith('Unhandled promise rejection', reason);
  });

  it('reports rejections through console.error once installed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const target = new EventTarget();
    installGlobalErrorHandlers(target as Window);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nobody awaited me' }));
    expect(error).toHaveBeenCalledWith('Unhandled promise rejection', 'nobody awaited me');
  });

  it("cancels Vite's preload error only when the page reloads for the new version", () => {
    const reloading = new Event('vite:preloadError', { cancelable: true });
    onPreloadError(reloading, () => true);
    expect(reloading.defaultPrevented).toBe(true);
    const alreadyReloaded = new Event('vite:preloadError', { cancelable: true });
    onPreloadError(alreadyReloaded, () => false);
    expect(alreadyReloaded.defaultPrevented).toBe(false);
  });
});
