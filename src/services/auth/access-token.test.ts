import { describe, expect, it, vi } from 'vitest';
import type { AuthSession } from './adapter';
import { createSessionRefresher, REFRESH_LOCK_NAME, TOKENS_FROM_OTHER_TAB_MS, withRefreshLock } from './access-token';
import { RefreshError } from './errors';

const NOW = 1_000_000_000_000;

function session(token: string, expInSeconds: number): AuthSession {
  return {
    accessToken: token,
    idToken: 'h.id.s',
    accessClaims: {},
    idClaims: {},
    accessTokenExp: Math.floor(NOW / 1000) + expInSeconds,
    clockDriftMs: 0,
    username: 'u',
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSessionRefresher', () => {
  it('returns a fresh token without refreshing', async () => {
    const refresh = vi.fn<() => Promise<AuthSession>>();
    const refresher = createSessionRefresher({ load: async () => session('fresh', 300), refresh, now: () => NOW });
    await expect(refresher.getAccessToken()).resolves.toBe('fresh');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('returns null without a session', async () => {
    const refresher = createSessionRefresher({ load: async () => null, refresh: vi.fn(), now: () => NOW });
    await expect(refresher.getAccessToken()).resolves.toBeNull();
  });

  it('refreshes an expired token once for every concurrent caller', async () => {
    const pending = deferred<AuthSession>();
    const refresh = vi.fn(() => pending.promise);
    const refresher = createSessionRefresher({ load: async () => session('old', -10), refresh, now: () => NOW });
    const calls = Array.from({ length: 5 }, () => refresher.getAccessToken());
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    // A caller arriving while the refresh is in flight joins it.
    const late = refresher.getAccessToken();
    pending.resolve(session('new', 300));
    await expect(Promise.all([...calls, late])).resolves.toEqual(Array(6).fill('new'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh once the previous one has settled', async () => {
    const refresh = vi.fn(async () => session('new', -10));
    const refresher = createSessionRefresher({ load: async () => session('old', -10), refresh, now: () => NOW });
    await refresher.getAccessToken();
    await refresher.getAccessToken();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes a fresh token when forced', async () => {
    const refresh = vi.fn(async () => session('forced', 300));
    const refresher = createSessionRefresher({ load: async () => session('fresh', 300), refresh, now: () => NOW });
    await expect(refresher.getAccessToken({ forceRefresh: true })).resolves.toBe('forced');
  });

  it('gives null when the refresh token is refused, and rejects on a network failure', async () => {
    const refused = createSessionRefresher({
      load: async () => session('old', -10),
      refresh: async () => Promise.reject(new RefreshError('notAuthorized')),
      now: () => NOW,
    });
    await expect(refused.getAccessToken()).resolves.toBeNull();
    const offline = createSessionRefresher({
      load: async () => session('old', -10),
      refresh: async () => Promise.reject(Object.assign(new Error('offline'), { name: 'NetworkError' })),
      now: () => NOW,
    });
    await expect(offline.getAccessToken()).rejects.toMatchObject({ name: 'RefreshError', kind: 'network' });
  });
});

describe('one refresh across tabs', () => {
  /**
   * Two tabs' refreshers over one shared token store (rememberMe: localStorage) and one lock. With `lateBy`, a
   * refresh's new tokens reach the other tab's storage that many looks after the lock is released, as a browser's
   * storage does between tabs.
   */
  function twoTabs({ lateBy = 0 } = {}) {
    let stored = session('old', -10);
    let looksUntilVisible = 0;
    let previous = stored;
    let held = false;
    let queue = Promise.resolve();
    const exclusive = <T>(task: (waited: boolean) => Promise<T>): Promise<T> => {
      const waited = held;
      held = true;
      const run = queue.then(() => task(waited));
      queue = run.then(
        () => void (held = false),
        () => void (held = false),
      );
      return run;
    };
    const refresh = vi.fn(async () => {
      await Promise.resolve();
      previous = stored;
      stored = session(`new-${refresh.mock.calls.length}`, 300);
      looksUntilVisible = lateBy;
      return stored;
    });
    // The refreshing tab reads its own writes; the other sees them only after `lateBy` more looks.
    const load = (own: boolean) => async () => {
      if (own || looksUntilVisible === 0) return stored;
      looksUntilVisible -= 1;
      return previous;
    };
    const sleep = vi.fn(async () => undefined);
    const tab = (own: boolean) => createSessionRefresher({ load: load(own), refresh, now: () => NOW, exclusive, sleep });
    return { first: tab(true), second: tab(false), refresh, sleep };
  }

  it('makes one refresh call when two tabs find the token expired together, and both use the new tokens', async () => {
    const { first, second, refresh } = twoTabs();
    const tokens = await Promise.all([first.getAccessToken(), second.getAccessToken()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(['new-1', 'new-1']);
  });

  it("waits for the other tab's new tokens to reach its storage instead of refreshing again", async () => {
    const { first, second, refresh, sleep } = twoTabs({ lateBy: 5 });
    const tokens = await Promise.all([first.getAccessToken(), second.getAccessToken()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(['new-1', 'new-1']);
    expect(sleep).toHaveBeenCalled();
  });

  it('refreshes itself when the tab it waited for brought no new tokens within the grace period', async () => {
    const { first, second, refresh, sleep } = twoTabs({ lateBy: 1_000 });
    const tokens = await Promise.all([first.getAccessToken(), second.getAccessToken()]);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(tokens).toEqual(['new-1', 'new-2']);
    expect(sleep).toHaveBeenCalledTimes(TOKENS_FROM_OTHER_TAB_MS / 50);
  });

  it('refreshes again when the other tab has not (the stored token is still the expired one)', async () => {
    const { first, refresh } = twoTabs();
    await first.getAccessToken();
    await first.getAccessToken({ forceRefresh: true });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('runs the refresh under the Web Lock when the browser has one, saying whether another tab held it', async () => {
    let otherTabHolds = false;
    const request = vi.fn(async (_name: string, ...rest: unknown[]) => {
      const callback = rest.at(-1) as (lock: object | null) => Promise<unknown>;
      const ifAvailable = rest.length === 2 && (rest[0] as { ifAvailable?: boolean }).ifAvailable === true;
      return callback(ifAvailable && otherTabHolds ? null : { name: REFRESH_LOCK_NAME });
    });
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks: { request } });
    try {
      await expect(withRefreshLock(async (waited) => `free, waited: ${waited}`)).resolves.toBe('free, waited: false');
      expect(request).toHaveBeenCalledTimes(1);
      otherTabHolds = true;
      await expect(withRefreshLock(async (waited) => `held, waited: ${waited}`)).resolves.toBe('held, waited: true');
      expect(request).toHaveBeenCalledTimes(3);
      expect(request).toHaveBeenLastCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
