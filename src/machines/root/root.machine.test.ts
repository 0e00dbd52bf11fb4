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
  onSessionEnd,
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

  it("signs out all the same when the provider's sign-out fails, and warns through notify", async () => {
    const { root, notify, navigate } = startRoot({ outcome: async () => Promise.reject(new Error('OAuth logout failed')) });
    const session = sessionOf(root);
    await waitFor(session, (s) => s.matches('signedIn'));
    signOut(root);
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(notify).toHaveBeenCalledWith({ kind: 'warning', messageId: 'notices.signOutIncomplete' });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(session.getSnapshot().context).toMatchObject({ session: null, user: null });
  });

  it('logs the user out to sign-in, the current path kept, when a refresh is answered 500', async () => {
    window.history.replaceState(null, '', '/wallet?page=2');
    const { root, navigate } = startRoot({
      load: async () => fakeSession({ expInSeconds: -1 }),
      refresh: async () =>
        Promise.reject(new RefreshError('other', Object.assign(new Error('boom'), { name: 'InternalErrorException' }))),
    });
    const failures: unknown[] = [];
    onRefreshFailure(root, (error) => failures.push(error));
    await expect(sessionAccessTokenSource(root)()).resolves.toBeNull();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/sign-in'));
    expect(failures).toHaveLength(1);
    expect(sessionStorage.getItem('redirect_path')).toBe('/wallet?page=2');
    expect(localStorage.getItem('signed_out')).toBe('true');
  });

  it('signs out at once, to sign-in with the target kept, when the refresh token is refused', async () => {
    window.history.replaceState(null, '', '/send');
    const { root, navigate } = startRoot({
      load: async () => fakeSession({ expInSeconds: -1 }),
      refresh: async () => Promise.reject(new RefreshError('notAuthorized')),
    });
    await expect(sessionAccessTokenSource(root)()).resolves.toBeNull();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/sign-in'));
    expect(sessionStorage.getItem('redirect_path')).toBe('/send');
  });

  it('follows a sign-out in another tab: the session ends and the app shows sign-in', async () => {
    const { root, navigate } = startRoot();
    const session = sessionOf(root);
    await waitFor(session, (s) => s.matches('signedIn'));
    session.send({ type: 'REMOTE.SIGNED_OUT' });
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
    await expect(sessionAccessTokenSource(root)()).resolves.toBeNull();
  });

  it("reports the end of a user's session (sign-out, another user), not a re-read of the same one", async () => {
    let stored: AuthSession | null = fakeSession();
    const { root } = startRoot({ load: async () => stored });
    const session = sessionOf(root);
    await waitFor(session, (s) => s.matches('signedIn'));
    const ended = vi.fn();
    onSessionEnd(root, ended);
    session.send({ type: 'AUTH.SIGNED_IN' });
    await waitFor(session, (s) => s.matches('signedIn'));
    expect(ended).not.toHaveBeenCalled();
    const another = fakeSession({ token: 'access-other' });
    stored = { ...another, idClaims: { ...another.idClaims, 'custom:user_id': 'u-2002' } };
    session.send({ type: 'AUTH.SIGNED_IN' });
    await waitFor(session, (s) => s.matches('signedIn') && s.context.user?.userId === 'u-2002');
    expect(ended).toHaveBeenCalledOnce();
    signOut(root);
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(ended).toHaveBeenCalledTimes(2);
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
