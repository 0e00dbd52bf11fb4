import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { RefreshError, type AuthSession } from '@/services/auth';
import { hasSignedInMarker, readStoredUser } from '@/services/storage';
import { getFreshAccessToken, isSessionReadyNow } from './fresh-token';
import {
  CREDENTIALS_REFRESH_MS,
  REFRESH_RETRY_DELAY_MS,
  sessionMachine,
  toSessionEvent,
  type SessionEmitted,
  type SessionEvent,
  type SessionSnapshot,
} from './session.machine';
import { deferred, fakeSession, named } from '../test-support';

interface Options {
  load?: () => Promise<AuthSession | null>;
  refresh?: (input: { force: boolean }) => Promise<AuthSession | null>;
  credentials?: () => Promise<void>;
  identityPool?: boolean;
}

const started: { stop: () => void }[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

function start({ load = async () => fakeSession(), refresh, credentials, identityPool = false }: Options = {}) {
  const clock = new SimulatedClock();
  const refreshSpy = vi.fn(refresh ?? (async () => fakeSession({ token: 'access-2' })));
  const credentialsSpy = vi.fn(credentials ?? (async () => undefined));
  const spies = {
    clearTokens: vi.fn(),
    logError: vi.fn(),
    requestSignOut: vi.fn(),
    reportSignedOutElsewhere: vi.fn(),
    refresh: refreshSpy,
    credentials: credentialsSpy,
  };
  let hub: ((event: SessionEvent) => void) | undefined;
  let network: ((event: SessionEvent) => void) | undefined;
  let tabs: ((event: SessionEvent) => void) | undefined;
  const machine = sessionMachine.provide({
    actors: {
      loadSession: fromPromise(() => load()),
      refreshSession: fromPromise<AuthSession | null, { force: boolean }>(({ input }) => refreshSpy(input)),
      refreshCredentials: fromPromise<undefined>(async () => {
        await credentialsSpy();
        return undefined;
      }),
      authEvents: fromCallback<SessionEvent>(({ sendBack }) => {
        hub = sendBack;
        return () => {
          hub = undefined;
        };
      }),
      networkStatus: fromCallback<SessionEvent>(({ sendBack }) => {
        network = sendBack;
        return () => {
          network = undefined;
        };
      }),
      otherTabs: fromCallback<SessionEvent>(({ sendBack }) => {
        tabs = sendBack;
        return () => {
          tabs = undefined;
        };
      }),
    },
    actions: {
      clearTokens: () => spies.clearTokens(),
      logError: (_, params) => spies.logError(params.message),
      requestSignOut: () => spies.requestSignOut(),
      reportSignedOutElsewhere: () => spies.reportSignedOutElsewhere(),
    },
    guards: { identityPoolConfigured: () => identityPool },
  });
  const actor = createActor(machine, { clock });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  started.push(actor);
  const until = (predicate: (snapshot: SessionSnapshot) => boolean) => waitFor(actor, predicate);
  const hubSend = (event: SessionEvent) => hub?.(event);
  /** The browser's `online` event, as the networkStatus actor reports it (only while it runs). */
  const goOnline = () => network?.({ type: 'NETWORK.ONLINE' });
  const otherTabSignsOut = () => tabs?.({ type: 'REMOTE.SIGNED_OUT' });
  return { actor, clock, spies, emitted, until, hubSend, goOnline, otherTabSignsOut };
}

const isActive = (s: SessionSnapshot) => s.matches({ signedIn: { tokens: 'active' } });
const isSignedOut = (s: SessionSnapshot) => s.matches('signedOut');

describe('session: initialising', () => {
  it('goes to signedIn with the stored session, stores the user and the signed_in marker', async () => {
    const { actor, until } = start();
    expect(actor.getSnapshot().matches('initialising')).toBe(true);
    const snapshot = await until(isActive);
    expect(snapshot.value).toEqual({ signedIn: { tokens: 'active', credentials: 'waiting' } });
    expect(snapshot.context.user).toMatchObject({ fullName: 'Deniz Yılmaz', accessToken: 'access-1', userId: 'u-1001' });
    expect(readStoredUser()).toEqual(snapshot.context.user);
    expect(hasSignedInMarker()).toBe(true);
  });

  it('goes to signedOut without a stored session and removes a stale stored user', async () => {
    sessionStorage.setItem('cognito_user', '{"stale":true}');
    localStorage.setItem('signed_in', 'true');
    const { until, spies } = start({ load: async () => null });
    await until(isSignedOut);
    expect(sessionStorage.getItem('cognito_user')).toBeNull();
    expect(hasSignedInMarker()).toBe(false);
    expect(spies.clearTokens).not.toHaveBeenCalled();
  });

  it('removes the stored user, clears the tokens and signs out when the tokens cannot be read', async () => {
    sessionStorage.setItem('cognito_user', '{"stale":true}');
    const { until, spies, actor } = start({ load: async () => Promise.reject(new Error('Invalid token')) });
    await until(isSignedOut);
    expect(sessionStorage.getItem('cognito_user')).toBeNull();
    expect(spies.clearTokens).toHaveBeenCalledOnce();
    expect(spies.logError).toHaveBeenCalledWith('the stored tokens cannot be read');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, user: null });
  });
});

describe('session: remember me', () => {
  it('keeps the user record in persistent storage and clears session storage when the session starts', async () => {
    localStorage.setItem('rememberMe', 'true');
    sessionStorage.setItem('cognito_user', '{"stale":true}');
    sessionStorage.setItem('left-over', 'x');
    sessionStorage.setItem('redirect_path', '/send');
    const { until } = start();
    const snapshot = await until(isActive);
    expect(JSON.parse(localStorage.getItem('cognito_user') ?? 'null')).toEqual(snapshot.context.user);
    expect(readStoredUser()).toEqual(snapshot.context.user);
    expect(Object.keys(sessionStorage)).toEqual(['redirect_path']);
  });
});

describe('session: signedOut', () => {
  it('reads the session again after SIGNED_IN', async () => {
    let stored: AuthSession | null = null;
    const { actor, until } = start({ load: async () => stored });
    await until(isSignedOut);
    stored = fakeSession({ token: 'after-sign-in' });
    actor.send({ type: 'SIGNED_IN' });
    expect(actor.getSnapshot().matches('initialising')).toBe(true);
    expect((await until(isActive)).context.session?.accessToken).toBe('after-sign-in');
  });

  it.each([
    ['AUTH.SIGNED_IN', 'signedIn'],
    ['AUTH.SIGN_IN_WITH_REDIRECT', 'signInWithRedirect'],
  ] as const)('reads the session again after %s and announces it for the real-time reset', async (type, event) => {
    let stored: AuthSession | null = null;
    const { actor, until, emitted } = start({ load: async () => stored });
    await until(isSignedOut);
    stored = fakeSession();
    actor.send({ type });
    await until(isActive);
    expect(emitted).toEqual([{ type: 'authEvent', event }]);
  });

  it('removes the tokens a refresh still in flight at sign-out stored afterwards, and stays signed out', async () => {
    const { actor, until, spies, hubSend } = start();
    await until(isActive);
    actor.send({ type: 'AUTH.SIGNED_OUT' });
    await until(isSignedOut);
    expect(spies.clearTokens).not.toHaveBeenCalled();
    hubSend({ type: 'AUTH.TOKEN_REFRESH' });
    expect(spies.clearTokens).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(spies.refresh).not.toHaveBeenCalled();
  });

  it('ignores REFRESH', async () => {
    const { actor, until, spies } = start({ load: async () => null });
    await until(isSignedOut);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(spies.refresh).not.toHaveBeenCalled();
  });
});

describe('session: signedIn tokens (active ⇄ refreshing)', () => {
  it('refreshes on REFRESH and stores the refreshed user', async () => {
    const { actor, until, spies } = start();
    await until(isActive);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ signedIn: { tokens: 'refreshing' } })).toBe(true);
    const snapshot = await until(isActive);
    expect(spies.refresh).toHaveBeenCalledWith({ force: false });
    expect(snapshot.context.session?.accessToken).toBe('access-2');
    expect(readStoredUser()?.accessToken).toBe('access-2');
  });

  it('passes a forced refresh on', async () => {
    const { actor, until, spies } = start();
    await until(isActive);
    actor.send({ type: 'REFRESH', force: true });
    await until(isActive);
    expect(spies.refresh).toHaveBeenCalledWith({ force: true });
  });

  it('takes no second REFRESH while refreshing', async () => {
    const pending = deferred<AuthSession | null>();
    const { actor, until, spies } = start({ refresh: () => pending.promise });
    await until(isActive);
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'REFRESH', force: true });
    pending.resolve(fakeSession({ token: 'once' }));
    await until(isActive);
    expect(spies.refresh).toHaveBeenCalledOnce();
  });

  it('signs out when the refresh finds no session any more', async () => {
    const { actor, until } = start({ refresh: async () => null });
    await until(isActive);
    actor.send({ type: 'REFRESH' });
    await until(isSignedOut);
    expect(readStoredUser()).toBeNull();
  });

  it('signs out at once on a not-authorized refresh (the sign-out flow takes the user to sign-in), without a refresh failure', async () => {
    const { actor, until, spies, emitted } = start({ refresh: async () => Promise.reject(new RefreshError('notAuthorized')) });
    await until(isActive);
    actor.send({ type: 'REFRESH' });
    await until(isSignedOut);
    expect(readStoredUser()).toBeNull();
    expect(hasSignedInMarker()).toBe(false);
    expect(emitted).toEqual([]);
    expect(spies.requestSignOut).toHaveBeenCalledOnce();
    expect(spies.clearTokens).not.toHaveBeenCalled();
  });

  // Spec section 4: only a network error keeps the session (ADR 0005).
  it.each([
    ['a 5xx after Amplify retried', named('InternalErrorException', 'Internal error')],
    ['throttling', named('TooManyRequestsException', 'Too many requests')],
    ['a timeout', named('TimeoutError', 'timed out')],
  ])('clears the tokens, raises a refresh failure, logs and logs out on %s', async (_, error) => {
    const { actor, until, spies, emitted } = start({ refresh: async () => Promise.reject(error) });
    await until(isActive);
    actor.send({ type: 'REFRESH' });
    const signedOut = await until(isSignedOut);
    expect(spies.clearTokens).toHaveBeenCalledOnce();
    expect(emitted).toEqual([{ type: 'refreshFailed', error }]);
    expect(spies.logError).toHaveBeenCalledWith('token refresh failed');
    expect(spies.requestSignOut).toHaveBeenCalledOnce();
    expect(signedOut.context).toMatchObject({ session: null, user: null });
    expect(readStoredUser()).toBeNull();
  });

  it('refreshes again as soon as the network returns after a network failure', async () => {
    let fail = true;
    const { actor, until, spies, goOnline } = start({
      refresh: async () => {
        if (fail) throw new RefreshError('network', named('NetworkError'));
        return fakeSession({ token: 'back-online' });
      },
    });
    await until(isActive);
    actor.send({ type: 'REFRESH' });
    await until((s) => s.matches({ signedIn: { tokens: 'retryWaiting' } }));
    expect(spies.requestSignOut).not.toHaveBeenCalled();
    fail = false;
    goOnline();
    expect((await until(isActive)).context.session?.accessToken).toBe('back-online');
    expect(spies.refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps the session after a network failure and retries after a delay', async () => {
    let fail = true;
    const { actor, until, clock, spies } = start({
      refresh: async () => {
        if (fail) throw new RefreshError('network', named('NetworkError'));
        return fakeSession({ token: 'retried' });
      },
    });
    await until(isActive);
    actor.send({ type: 'REFRESH' });
    const waiting = await until((s) => s.matches({ signedIn: { tokens: 'retryWaiting' } }));
    expect(waiting.context.session?.accessToken).toBe('access-1');
    expect(readStoredUser()?.accessToken).toBe('access-1');
    expect(spies.requestSignOut).not.toHaveBeenCalled();
    fail = false;
    clock.increment(REFRESH_RETRY_DELAY_MS - 1);
    expect(actor.getSnapshot().matches({ signedIn: { tokens: 'retryWaiting' } })).toBe(true);
    clock.increment(1);
    expect((await until(isActive)).context.session?.accessToken).toBe('retried');
    expect(spies.refresh).toHaveBeenCalledTimes(2);
  });

  it('retries at once on REFRESH or a refresh done elsewhere while waiting to retry', async () => {
    let failures = 1;
    const { actor, until } = start({
      refresh: async () => {
        if (failures-- > 0) throw new RefreshError('network');
        return fakeSession({ token: 'now' });
      },
    });
    await until(isActive);
    actor.send({ type: 'REFRESH' });
    await until((s) => s.matches({ signedIn: { tokens: 'retryWaiting' } }));
    actor.send({ type: 'REFRESH' });
    expect((await until(isActive)).context.session?.accessToken).toBe('now');

    failures = 1;
    actor.send({ type: 'REFRESH' });
    await until((s) => s.matches({ signedIn: { tokens: 'retryWaiting' } }));
    actor.send({ type: 'AUTH.TOKEN_REFRESH' });
    await until(isActive);
  });

  it('clears the tokens, raises a refresh failure, logs and logs out on any other failure', async () => {
    const error = named('iatNotFoundException', 'iat not found in access token');
    const { actor, until, spies, emitted } = start({ refresh: async () => Promise.reject(error) });
    await until(isActive);
    actor.send({ type: 'REFRESH' });
    await until(isSignedOut);
    expect(spies.clearTokens).toHaveBeenCalledOnce();
    expect(emitted).toEqual([{ type: 'refreshFailed', error }]);
    expect(spies.logError).toHaveBeenCalledWith('token refresh failed');
    expect(spies.requestSignOut).toHaveBeenCalledOnce();
    expect(readStoredUser()).toBeNull();
  });

  it('reads the new tokens after a refresh done elsewhere (Hub tokenRefresh)', async () => {
    const { actor, until, spies } = start();
    await until(isActive);
    actor.send({ type: 'AUTH.TOKEN_REFRESH' });
    expect((await until(isActive)).context.session?.accessToken).toBe('access-2');
    expect(spies.refresh).toHaveBeenCalledWith({ force: false });
  });

  describe('a refresh failure announced by Amplify (Hub tokenRefresh_failure)', () => {
    it('signs out at once on not-authorized', async () => {
      const { actor, until, spies } = start();
      await until(isActive);
      actor.send({ type: 'AUTH.TOKEN_REFRESH_FAILURE', error: named('NotAuthorizedException') });
      await until(isSignedOut);
      expect(spies.requestSignOut).toHaveBeenCalledOnce();
    });

    it('keeps the session on a network error and waits for the network', async () => {
      const { actor, until } = start();
      await until(isActive);
      actor.send({ type: 'AUTH.TOKEN_REFRESH_FAILURE', error: named('NetworkError') });
      expect(actor.getSnapshot().matches({ signedIn: { tokens: 'retryWaiting' } })).toBe(true);
    });

    it('logs out on a server error (5xx) even while waiting for the network', async () => {
      const error = named('InternalErrorException');
      const { actor, until, spies, emitted } = start();
      await until(isActive);
      actor.send({ type: 'AUTH.TOKEN_REFRESH_FAILURE', error: named('NetworkError') });
      actor.send({ type: 'AUTH.TOKEN_REFRESH_FAILURE', error });
      await until(isSignedOut);
      expect(spies.requestSignOut).toHaveBeenCalledOnce();
      expect(emitted).toEqual([{ type: 'refreshFailed', error }]);
    });

    it('logs out on any other failure', async () => {
      const error = named('InvalidParameterException');
      const { actor, until, spies, emitted } = start();
      await until(isActive);
      actor.send({ type: 'AUTH.TOKEN_REFRESH_FAILURE', error });
      await until(isSignedOut);
      expect(spies.clearTokens).toHaveBeenCalledOnce();
      expect(spies.requestSignOut).toHaveBeenCalledOnce();
      expect(emitted).toEqual([{ type: 'refreshFailed', error }]);
    });

    it('is left to the refresh under way when the machine itself is refreshing', async () => {
      const pending = deferred<AuthSession | null>();
      const { actor, until, spies } = start({ refresh: () => pending.promise });
      await until(isActive);
      actor.send({ type: 'REFRESH' });
      actor.send({ type: 'AUTH.TOKEN_REFRESH_FAILURE', error: named('InvalidParameterException') });
      expect(actor.getSnapshot().matches({ signedIn: { tokens: 'refreshing' } })).toBe(true);
      pending.reject(new RefreshError('network'));
      await until((s) => s.matches({ signedIn: { tokens: 'retryWaiting' } }));
      expect(spies.requestSignOut).not.toHaveBeenCalled();
    });
  });
});

describe('session: leaving signedIn', () => {
  it("ends at once when another tab signs out: this tab's copy goes, the shared tokens stay that tab's to remove", async () => {
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.demo.accessToken', 'tab-copy');
    localStorage.setItem('CognitoIdentityServiceProvider.client.demo.refreshToken', 'shared');
    const { until, spies, otherTabSignsOut } = start();
    await until(isActive);
    otherTabSignsOut();
    const snapshot = await until(isSignedOut);
    expect(snapshot.context).toMatchObject({ session: null, user: null });
    expect(sessionStorage.getItem('CognitoIdentityServiceProvider.client.demo.accessToken')).toBeNull();
    expect(localStorage.getItem('CognitoIdentityServiceProvider.client.demo.refreshToken')).toBe('shared');
    expect(spies.clearTokens).not.toHaveBeenCalled();
    expect(spies.reportSignedOutElsewhere).toHaveBeenCalledOnce();
    expect(readStoredUser()).toBeNull();
    expect(hasSignedInMarker()).toBe(false);
  });

  it('signs out on Amplify signedOut and announces it', async () => {
    const { actor, until, emitted } = start();
    await until(isActive);
    actor.send({ type: 'AUTH.SIGNED_OUT' });
    await until(isSignedOut);
    expect(emitted).toEqual([{ type: 'authEvent', event: 'signedOut' }]);
    expect(readStoredUser()).toBeNull();
  });

  it('signs out when the sign-out flow has finished', async () => {
    const { actor, until, emitted } = start();
    await until(isActive);
    actor.send({ type: 'SIGNED_OUT' });
    await until(isSignedOut);
    expect(emitted).toEqual([]);
  });

  it('reads the session again when someone signs in meanwhile', async () => {
    let stored = fakeSession({ token: 'first' });
    const { actor, until } = start({ load: async () => stored });
    await until(isActive);
    stored = fakeSession({ token: 'second', groups: ['admin'] });
    actor.send({ type: 'AUTH.SIGNED_IN' });
    expect(actor.getSnapshot().matches('initialising')).toBe(true);
    const snapshot = await until(isActive);
    expect(snapshot.context.user).toMatchObject({ accessToken: 'second', isAdmin: true });
  });

  it.each([true, false])('logs out after a failed hosted sign-in (signed in: %s)', async (signedIn) => {
    const { actor, until, spies } = start({ load: async () => (signedIn ? fakeSession() : null) });
    await until(signedIn ? isActive : isSignedOut);
    actor.send({ type: 'AUTH.SIGN_IN_WITH_REDIRECT_FAILURE', error: named('OAuthSignInException') });
    expect(spies.requestSignOut).toHaveBeenCalledOnce();
    expect(spies.logError).toHaveBeenCalledWith('hosted sign-in failed');
  });
});

describe('session: identity credentials', () => {
  it('refreshes them every 50 minutes when an identity pool is configured', async () => {
    const { actor, until, clock, spies } = start({ identityPool: true });
    await until(isActive);
    clock.increment(CREDENTIALS_REFRESH_MS - 1);
    expect(spies.credentials).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actor.getSnapshot().matches({ signedIn: { credentials: 'refreshing' } })).toBe(true);
    await until((s) => s.matches({ signedIn: { credentials: 'waiting' } }));
    clock.increment(CREDENTIALS_REFRESH_MS);
    await until((s) => s.matches({ signedIn: { credentials: 'waiting' } }) && spies.credentials.mock.calls.length === 2);
    expect(spies.credentials).toHaveBeenCalledTimes(2);
  });

  it('logs a failed credentials refresh and keeps waiting', async () => {
    const { until, clock, spies } = start({
      identityPool: true,
      credentials: async () => Promise.reject(new Error('no credentials')),
    });
    await until(isActive);
    clock.increment(CREDENTIALS_REFRESH_MS);
    await vi.waitFor(() => expect(spies.logError).toHaveBeenCalledWith('identity credentials refresh failed'));
  });

  it('leaves them alone without an identity pool', async () => {
    const { actor, until, clock, spies } = start({ identityPool: false });
    await until(isActive);
    clock.increment(CREDENTIALS_REFRESH_MS * 2);
    expect(actor.getSnapshot().matches({ signedIn: { credentials: 'waiting' } })).toBe(true);
    expect(spies.credentials).not.toHaveBeenCalled();
  });
});

describe('session: Amplify Hub events', () => {
  it('are forwarded by the authEvents actor', async () => {
    const { until, hubSend, emitted } = start();
    await until(isActive);
    hubSend(toSessionEvent({ type: 'signedOut' }));
    await until(isSignedOut);
    expect(emitted).toEqual([{ type: 'authEvent', event: 'signedOut' }]);
  });

  it('map to session events', () => {
    const error = new Error('x');
    expect(
      [
        { type: 'signedIn' },
        { type: 'signedOut' },
        { type: 'signInWithRedirect' },
        { type: 'signInWithRedirect_failure', error },
        { type: 'tokenRefresh' },
        { type: 'tokenRefresh_failure', error },
      ].map((event) => toSessionEvent(event as Parameters<typeof toSessionEvent>[0])),
    ).toEqual([
      { type: 'AUTH.SIGNED_IN' },
      { type: 'AUTH.SIGNED_OUT' },
      { type: 'AUTH.SIGN_IN_WITH_REDIRECT' },
      { type: 'AUTH.SIGN_IN_WITH_REDIRECT_FAILURE', error },
      { type: 'AUTH.TOKEN_REFRESH' },
      { type: 'AUTH.TOKEN_REFRESH_FAILURE', error },
    ]);
  });
});

describe('isSessionReadyNow', () => {
  it('is ready with a fresh token, and when signed out (no token to wait for)', async () => {
    const signedIn = start();
    await signedIn.until(isActive);
    expect(isSessionReadyNow(signedIn.actor.getSnapshot())).toBe(true);
    const signedOut = start({ load: async () => null });
    await waitFor(signedOut.actor, (s) => s.matches('signedOut'));
    expect(isSessionReadyNow(signedOut.actor.getSnapshot())).toBe(true);
  });

  it('is not ready while the session is read, nor while a refresh runs', async () => {
    const pending = deferred<AuthSession | null>();
    const { actor, until } = start({ load: async () => fakeSession({ expInSeconds: -1 }), refresh: () => pending.promise });
    expect(isSessionReadyNow(actor.getSnapshot())).toBe(false);
    await until(isActive);
    void getFreshAccessToken(actor);
    expect(isSessionReadyNow(actor.getSnapshot())).toBe(false);
    pending.resolve(fakeSession({ token: 'refreshed' }));
    await until(isActive);
    expect(isSessionReadyNow(actor.getSnapshot())).toBe(true);
  });

  it('is not ready once the access token has expired, on the provider clock', async () => {
    const { actor, until } = start({ load: async () => ({ ...fakeSession({ expInSeconds: 600 }), clockDriftMs: 0 }) });
    await until(isActive);
    expect(isSessionReadyNow(actor.getSnapshot())).toBe(true);
    expect(isSessionReadyNow(actor.getSnapshot(), Date.now() + 601_000)).toBe(false);
  });
});

describe('getFreshAccessToken', () => {
  it('returns a fresh token without refreshing', async () => {
    const { actor, until, spies } = start();
    await until(isActive);
    await expect(getFreshAccessToken(actor)).resolves.toBe('access-1');
    expect(spies.refresh).not.toHaveBeenCalled();
  });

  it('waits for the session to be read first', async () => {
    const { actor } = start();
    await expect(getFreshAccessToken(actor)).resolves.toBe('access-1');
  });

  it('refreshes an expired token once for concurrent callers', async () => {
    const pending = deferred<AuthSession | null>();
    const { actor, until, spies } = start({
      load: async () => fakeSession({ expInSeconds: -1 }),
      refresh: () => pending.promise,
    });
    await until(isActive);
    const tokens = Promise.all(Array.from({ length: 5 }, () => getFreshAccessToken(actor)));
    pending.resolve(fakeSession({ token: 'refreshed' }));
    await expect(tokens).resolves.toEqual(Array(5).fill('refreshed'));
    expect(spies.refresh).toHaveBeenCalledOnce();
  });

  it('compares the expiry on the provider clock', async () => {
    const { actor, until, spies } = start({
      load: async () => ({ ...fakeSession({ expInSeconds: 60 }), clockDriftMs: 120_000 }),
    });
    await until(isActive);
    await expect(getFreshAccessToken(actor)).resolves.toBe('access-2');
    expect(spies.refresh).toHaveBeenCalledOnce();
  });

  it('refreshes when forced', async () => {
    const { actor, until, spies } = start();
    await until(isActive);
    await expect(getFreshAccessToken(actor, { forceRefresh: true })).resolves.toBe('access-2');
    expect(spies.refresh).toHaveBeenCalledWith({ force: true });
  });

  it('gives null when signed out or when the refresh token is refused', async () => {
    const signedOut = start({ load: async () => null });
    await expect(getFreshAccessToken(signedOut.actor)).resolves.toBeNull();
    const refused = start({
      load: async () => fakeSession({ expInSeconds: -1 }),
      refresh: async () => Promise.reject(new RefreshError('notAuthorized')),
    });
    await expect(getFreshAccessToken(refused.actor)).resolves.toBeNull();
  });

  it('rejects with a network failure while keeping the session', async () => {
    const { actor } = start({
      load: async () => fakeSession({ expInSeconds: -1 }),
      refresh: async () => Promise.reject(new RefreshError('network')),
    });
    await expect(getFreshAccessToken(actor)).rejects.toMatchObject({ kind: 'network' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});
