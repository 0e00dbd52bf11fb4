import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthHubEvent } from './adapter';

/**
 * When Amplify is loaded: only by a call that needs it. A listener registered before then hears the events of
 * that first call. The adapter is replaced by a fake whose import is counted.
 */
afterEach(() => {
  vi.doUnmock('./adapter');
  vi.resetModules();
});

async function withFakeAdapter() {
  vi.resetModules();
  const imports = { count: 0 };
  const hub: Array<(event: AuthHubEvent) => void> = [];
  vi.doMock('./adapter', () => {
    imports.count += 1;
    return {
      listenToAuthEvents: (listener: (event: AuthHubEvent) => void) => {
        hub.push(listener);
        return () => hub.splice(hub.indexOf(listener), 1);
      },
      signIn: async () => {
        for (const listener of hub) listener({ type: 'signedIn' });
        return { status: 'signedIn' };
      },
    };
  });
  const lazy = await import('./lazy-adapter');
  const firstScreen = await import('../scheduling/first-screen');
  return { imports, lazy, firstScreen };
}

describe('Amplify on demand (lazy-adapter.ts)', () => {
  it('is not loaded by a listener, nor once the first screen is shown and the browser is idle', async () => {
    const { imports, lazy, firstScreen } = await withFakeAdapter();
    const stop = lazy.listenToAuthEvents(() => undefined);
    firstScreen.markFirstScreenShown();
    await firstScreen.firstScreenShown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imports.count).toBe(0);
    stop();
  });

  it('is loaded by the first call that needs it, whose events reach a listener registered before', async () => {
    const { imports, lazy } = await withFakeAdapter();
    const heard: AuthHubEvent[] = [];
    lazy.listenToAuthEvents((event) => heard.push(event));
    await expect(lazy.signIn({ email: 'demo@wallet.test', password: 'x', rememberMe: false })).resolves.toEqual({
      status: 'signedIn',
    });
    expect(imports.count).toBe(1);
    expect(heard).toEqual([{ type: 'signedIn' }]);
  });

  it('stops a listener unsubscribed before Amplify loaded from hearing anything', async () => {
    const { lazy } = await withFakeAdapter();
    const heard: AuthHubEvent[] = [];
    lazy.listenToAuthEvents((event) => heard.push(event))();
    await lazy.signIn({ email: 'demo@wallet.test', password: 'x', rememberMe: false });
    expect(heard).toEqual([]);
  });
});
