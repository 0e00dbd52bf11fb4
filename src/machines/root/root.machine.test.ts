import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { RefreshError, type AuthSession, type SignOutOutcome } from '@/services/auth';
import type { SessionEvent } from '../session/session.machine';
import type { SignOutNotice } from '../sign-out/sign-out.machine';
import { fakeSession } from '../test-support';
import {
  createRootActor,
  onAuthEvent,
  onRefreshFailure,
  sessionAccessTokenSource,
  sessionOf,
  signOut,
  signOutOf,
  type RootActorRef,
} from './root.machine';

const started: RootActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
  window.history.replaceState(null, '', '/');
});

function startRoot({
  load = async () => fakeSession(),
  refresh = async () => fakeSession({ token: 'access-2' }),
  outcome = async () => ({ hostedOAuth: false, refreshToken: 'refresh-1' }),
}: {
  load?: () => Promise<AuthSession | null>;
  refresh?: () => Promise<AuthSession | null>;
  outcome?: () => Promise<SignOutOutcome>;
} = {}) {
  const notify = vi.fn<(notice: SignOutNotice) => void>();
  const navigate = vi.fn<(to: string) => void>();
  const clock = new SimulatedClock();
  const root = createRootActor(
    {
      notify,
      navigate,
      session: {
        actors: {
          loadSession: fromPromise(() => load()),
          refreshSession: fromPromise<AuthSession | null, { force: boolean }>(() => refresh()),
          authEvents: fromCallback<SessionEvent>(() => undefined),
        },
        actions: { clearTokens: () => undefined, logError: () => undefined },
      },
      signOut: {
        actors: {
          signOutGlobally: fromPromise(() => outcome()),
          revokeRefreshToken: fromPromise<undefined, { refreshToken: string }>(async () => undefined),
        },
        actions: { removeTokens: () => undefined, logError: () => undefined },
      },
    },
    { clock },
  );
  root.start();
  started.push(root);
  return { root, notify, navigate, clock };
}

describe('root actor', () => {
  it('starts the session and sign-out machines with system ids', () => {
    const { root } = startRoot();
    expect(root.system.get('session')).toBe(sessionOf(root));
    expect(root.system.get('signOut')).toBe(signOutOf(root));
    expect(sessionOf(root).getSnapshot().status).toBe('active');
    expect(signOutOf(root).getSnapshot().value).toBe('idle');
  });

  it('records the utm source from the query string on start, once', () => {
    window.history.replaceState(null, '', '/?utm_source=partner&utm_campaign=spring');
    startRoot();
    expect(localStorage.getItem('utm_source')).toBe('utm_source=partner&utm_campaign=spring');
    window.history.replaceState(null, '', '/?utm_source=other');
    startRoot();
    expect(localStorage.getItem('utm_source')).toBe('utm_source=partner&utm_campaign=spring');
  });

  it('signs out end to end: the session ends, the app goes to / and warns after 1 second', async () => {
    const { root, navigate, notify, clock } = startRoot();
    const session = sessionOf(root);
    await waitFor(session, (s) => s.matches('signedIn'));
    signOut(root);
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('signed_out')).toBe('true');
    expect(notify).not.toHaveBeenCalled();
    clock.increment(1000);
    expect(notify).toHaveBeenCalledWith({ kind: 'warning', messageId: 'notices.loggedOut' });
  });

  it('reports a sign-out that cannot complete through notify', async () => {
    const { root, notify } = startRoot({ outcome: async () => Promise.reject(new Error('OAuth logout failed')) });
    signOut(root);
    await waitFor(signOutOf(root), (s) => s.matches('idle'));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', messageId: 'errors.signOut.failed' });
  });

  it('logs the user out through the sign-out flow when a refresh fails for good', async () => {
    const { root, navigate } = startRoot({
      load: async () => fakeSession({ expInSeconds: -1 }),
      refresh: async () => Promise.reject(new RefreshError('other', new Error('iat not found in access token'))),
    });
    const failures: unknown[] = [];
    onRefreshFailure(root, (error) => failures.push(error));
    await expect(sessionAccessTokenSource(root)()).resolves.toBeNull();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(failures).toHaveLength(1);
    expect(localStorage.getItem('signed_out')).toBe('true');
  });

  it('passes the auth events on for the real-time reset', async () => {
    let stored: AuthSession | null = null;
    const { root } = startRoot({ load: async () => stored });
    const events: string[] = [];
    const stop = onAuthEvent(root, (event) => events.push(event));
    await waitFor(sessionOf(root), (s) => s.matches('signedOut'));
    stored = fakeSession();
    sessionOf(root).send({ type: 'AUTH.SIGNED_IN' });
    sessionOf(root).send({ type: 'AUTH.SIGNED_OUT' });
    stop();
    sessionOf(root).send({ type: 'AUTH.SIGN_IN_WITH_REDIRECT' });
    expect(events).toEqual(['signedIn', 'signedOut']);
  });

  it('gives fresh access tokens from the session', async () => {
    const { root } = startRoot();
    await expect(sessionAccessTokenSource(root)()).resolves.toBe('access-1');
  });
});
