import { loadSession, refreshSession } from './lazy-adapter';
import type { AuthSession } from './stored-session';
import { classifyRefreshFailure, RefreshError } from './errors';
import { isAccessTokenExpired } from './token-expiry';

/** Gives the access token for the next API request; null when nobody is signed in. */
export type AccessTokenSource = () => Promise<string | null>;

export interface SessionRefresherDeps {
  /** Reads the stored session without the network. */
  load: () => Promise<AuthSession | null>;
  /** Refreshes the tokens with the provider; rejects with a RefreshError. */
  refresh: () => Promise<AuthSession>;
  now: () => number;
  /**
   * Runs a refresh alone across the app's tabs (Web Locks), telling the task whether another tab held the lock
   * first; by default `navigator.locks` when the browser has it, else the refresh runs at once (one tab, jsdom).
   */
  exclusive?: <T>(task: (waited: boolean) => Promise<T>) => Promise<T>;
  /** Waits between two looks at the stored tokens (see TOKENS_FROM_OTHER_TAB_MS). */
  sleep?: (ms: number) => Promise<void>;
}

/** The Web Lock every tab of the app takes around a token refresh. */
export const REFRESH_LOCK_NAME = 'wallet:token-refresh';

/**
 * How long a tab that waited for the lock looks for the other tab's new tokens in its own storage before it
 * refreshes itself: a tab's writes reach the others' localStorage a moment later, not with the lock's release
 * (seen on a busy machine: 200 ms later, and the second tab refreshed again).
 */
export const TOKENS_FROM_OTHER_TAB_MS = 1000;
const TOKENS_LOOK_EVERY_MS = 50;

const NOT_TAKEN = Symbol('lock held by another tab');

/** Runs `task` holding the cross-tab refresh lock (Web Locks API), or at once without the API. */
export async function withRefreshLock<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  if (!locks) return task(false);
  // Taken at once when free; when another tab holds it (refreshing), wait for it and say so. The lock is held
  // until the task's promise settles; request() settles with it.
  const free = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? task(false) : NOT_TAKEN));
  if (free !== NOT_TAKEN) return free;
  return await locks.request(REFRESH_LOCK_NAME, () => task(true));
}

export interface SessionRefresher {
  /**
   * The stored session, refreshed first when its access token has expired (or when forced). Concurrent
   * callers share one refresh in flight. Null when there is no session; rejects with a RefreshError.
   */
  ensureFresh(options?: { forceRefresh?: boolean }): Promise<AuthSession | null>;
  /**
   * An access token for a request: fresh, or null without a session (or when the refresh token was refused).
   * Any other refresh failure rejects (no request is sent without a token).
   */
  getAccessToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
}

/** One refresh in flight for every caller: the HTTP client, the navigation guard and the session machine. */
export function createSessionRefresher({
  load,
  refresh,
  now,
  exclusive = withRefreshLock,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: SessionRefresherDeps): SessionRefresher {
  let inflight: Promise<AuthSession> | undefined;

  const isExpired = (session: AuthSession): boolean =>
    isAccessTokenExpired({ exp: session.accessTokenExp, clockDriftMs: session.clockDriftMs, nowMs: now() });

  const refreshedElsewhere = (seen: AuthSession, latest: AuthSession | null): latest is AuthSession =>
    latest !== null && latest.accessToken !== seen.accessToken && !isExpired(latest);

  /** The stored session once another tab's new tokens have reached this tab, or as it is after a while. */
  async function tokensFromOtherTab(seen: AuthSession): Promise<AuthSession | null> {
    let latest = await load();
    for (let waited = 0; !refreshedElsewhere(seen, latest) && waited < TOKENS_FROM_OTHER_TAB_MS; waited += TOKENS_LOOK_EVERY_MS) {
      await sleep(TOKENS_LOOK_EVERY_MS);
      latest = await load();
    }
    return latest;
  }

  /**
   * Refreshes holding the cross-tab lock. Another tab sharing the stored tokens (rememberMe) may have
   * refreshed while we waited for the lock: its new, valid tokens are taken instead of a second refresh.
   */
  async function refreshAlone(seen: AuthSession): Promise<AuthSession> {
    return exclusive(async (waited) => {
      const latest = waited ? await tokensFromOtherTab(seen) : await load();
      if (refreshedElsewhere(seen, latest)) return latest;
      return refresh();
    });
  }

  function refreshOnce(seen: AuthSession): Promise<AuthSession> {
    inflight ??= refreshAlone(seen)
      .catch((error: unknown) => {
        throw error instanceof RefreshError ? error : new RefreshError(classifyRefreshFailure(error), error);
      })
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  }

  async function ensureFresh({ forceRefresh = false } = {}): Promise<AuthSession | null> {
    // A refresh already under way decides for everyone.
    if (inflight) return inflight;
    const session = await load();
    if (!session) return null;
    if (!forceRefresh && !isExpired(session)) return session;
    return refreshOnce(session);
  }

  async function getAccessToken(options: { forceRefresh?: boolean } = {}): Promise<string | null> {
    try {
      return (await ensureFresh(options))?.accessToken ?? null;
    } catch (error) {
      if (error instanceof RefreshError && error.kind === 'notAuthorized') return null;
      throw error;
    }
  }

  return { ensureFresh, getAccessToken };
}

/** The app's refresher over Amplify; shared by the session machine and the access-token source. */
export const sessionRefresher: SessionRefresher = createSessionRefresher({
  load: loadSession,
  refresh: refreshSession,
  now: () => Date.now(),
});

/**
 * The access-token source for the API client (`setAccessTokenSource(accessTokenSource)` in
 * src/services/http/access-token.ts): a fresh token, refreshing first when expired, one refresh for all
 * concurrent callers.
 */
export const accessTokenSource: AccessTokenSource = () => sessionRefresher.getAccessToken();
