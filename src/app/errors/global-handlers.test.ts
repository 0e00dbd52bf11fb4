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

  it("logs Vite's preload error and leaves it to the route's error element (not cancelled)", () => {
    const log = vi.fn();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure });
    onPreloadError(event, log);
    expect(log).toHaveBeenCalledWith('A lazily loaded chunk failed to load', failure);
    expect(event.defaultPrevented).toBe(false);
  });
});
