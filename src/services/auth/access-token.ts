import { loadSession, refreshSession, type AuthSession } from './adapter';
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
}

export interface SessionRefresher {
  /**
   * The stored session, refreshed first when its access token has expired (or when forced). Concurrent
   * callers share one refresh in flight. Null when there is no session; rejects with a RefreshError.
   */
  ensureFresh(options?: { forceRefresh?: boolean }): Promise<AuthSession | null>;
  /**
   * An access token for a request: fresh, or null without a session (or when the refresh token was refused).
   * A transient refresh failure rejects (the request fails like a network error and can be retried).
   */
  getAccessToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
}

/** One refresh in flight for every caller: the HTTP client, the navigation guard and the session machine. */
export function createSessionRefresher({ load, refresh, now }: SessionRefresherDeps): SessionRefresher {
  let inflight: Promise<AuthSession> | undefined;

  function refreshOnce(): Promise<AuthSession> {
    inflight ??= refresh()
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
    const expired = isAccessTokenExpired({ exp: session.accessTokenExp, clockDriftMs: session.clockDriftMs, nowMs: now() });
    if (!forceRefresh && !expired) return session;
    return refreshOnce();
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
