import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { SignOutOutcome } from '@/services/auth';
import { deferred } from '../test-support';
import { LOGGED_OUT_NOTICE_DELAY_MS, signOutMachine, type SignOutEmitted, type SignOutSnapshot } from './sign-out.machine';

interface Options {
  outcome?: () => Promise<SignOutOutcome>;
  revoke?: (refreshToken: string) => Promise<void>;
}

const started: { stop: () => void }[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

function seedSignedInState(): void {
  localStorage.setItem('signed_in', 'true');
  localStorage.setItem('rememberMe', 'true');
  localStorage.setItem('referral_code', 'FRIEND10');
  localStorage.setItem('cognito_user', '{}');
  sessionStorage.setItem('cognito_user', '{}');
  localStorage.setItem('app_locale', 'tr');
}

function start({
  outcome = async () => ({ hostedOAuth: false, refreshToken: 'refresh-1' }),
  revoke = async () => undefined,
}: Options = {}) {
  const clock = new SimulatedClock();
  const spies = {
    signOut: vi.fn(outcome),
    revoke: vi.fn(revoke),
    removeTokens: vi.fn(),
    endSession: vi.fn(),
    logError: vi.fn(),
  };
  const machine = signOutMachine.provide({
    actors: {
      signOutGlobally: fromPromise(() => spies.signOut()),
      revokeRefreshToken: fromPromise<undefined, { refreshToken: string }>(async ({ input }) => {
        await spies.revoke(input.refreshToken);
        return undefined;
      }),
    },
    actions: {
      removeTokens: () => spies.removeTokens(),
      endSession: () => spies.endSession(),
      logError: (_, params) => spies.logError(params.error),
    },
  });
  const actor = createActor(machine, { clock });
  const emitted: SignOutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  started.push(actor);
  const until = (predicate: (snapshot: SignOutSnapshot) => boolean) => waitFor(actor, predicate);
  return { actor, clock, spies, emitted, until };
}

const loggedOutNotice: SignOutEmitted = { type: 'notice', notice: { kind: 'warning', messageId: 'notices.loggedOut' } };

describe('sign-out: the logged-out notice', () => {
  it('waits idle when no signed_out marker is stored', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("shows 'You have been logged out.' 1 second after start when a signed_out marker is stored, then removes it", () => {
    localStorage.setItem('signed_out', 'true');
    const { actor, clock, emitted } = start();
    expect(actor.getSnapshot().value).toBe('noticePending');
    clock.increment(LOGGED_OUT_NOTICE_DELAY_MS - 1);
    expect(emitted).toEqual([]);
    expect(localStorage.getItem('signed_out')).toBe('true');
    clock.increment(1);
    expect(emitted).toEqual([loggedOutNotice]);
    expect(localStorage.getItem('signed_out')).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('lets a sign-out start while the notice is pending', async () => {
    localStorage.setItem('signed_out', 'true');
    const { actor, until, spies } = start();
    actor.send({ type: 'SIGN_OUT' });
    await until((s) => s.matches('noticePending') && spies.endSession.mock.calls.length === 1);
    expect(spies.signOut).toHaveBeenCalledOnce();
  });
});

describe('sign-out: the flow', () => {
  it('signs out globally, clears the client state, revokes the refresh token and ends at /', async () => {
    seedSignedInState();
    const { actor, until, spies, emitted, clock } = start();
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    await until((s) => s.matches('noticePending'));
    expect(spies.signOut).toHaveBeenCalledOnce();
    expect(spies.revoke).toHaveBeenCalledWith('refresh-1');
    expect(spies.removeTokens).toHaveBeenCalledOnce();
    expect(spies.endSession).toHaveBeenCalledOnce();
    expect(localStorage.getItem('signed_in')).toBeNull();
    expect(localStorage.getItem('signed_out')).toBe('true');
    expect(localStorage.getItem('cognito_user')).toBeNull();
    expect(sessionStorage.getItem('cognito_user')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(localStorage.getItem('referral_code')).toBeNull();
    expect(localStorage.getItem('app_locale')).toBe('tr');
    expect(emitted).toEqual([{ type: 'navigate', to: '/' }]);
    expect(actor.getSnapshot().context.refreshToken).toBeNull();
    clock.increment(LOGGED_OUT_NOTICE_DELAY_MS);
    expect(emitted).toEqual([{ type: 'navigate', to: '/' }, loggedOutNotice]);
    expect(localStorage.getItem('signed_out')).toBeNull();
  });

  it('ignores a failed revoke', async () => {
    const { actor, until, emitted } = start({ revoke: async () => Promise.reject(new Error('NotAuthorizedException')) });
    actor.send({ type: 'SIGN_OUT' });
    await until((s) => s.matches('noticePending'));
    expect(emitted).toEqual([{ type: 'navigate', to: '/' }]);
  });

  it('skips the revoke when there was no refresh token', async () => {
    const { actor, until, spies } = start({ outcome: async () => ({ hostedOAuth: false, refreshToken: null }) });
    actor.send({ type: 'SIGN_OUT' });
    await until((s) => s.matches('noticePending'));
    expect(spies.revoke).not.toHaveBeenCalled();
    expect(spies.removeTokens).toHaveBeenCalledOnce();
  });

  it("leaves a hosted-OAuth user on the way to the provider's logout page", async () => {
    seedSignedInState();
    const { actor, until, spies, emitted } = start({ outcome: async () => ({ hostedOAuth: true, refreshToken: 'refresh-1' }) });
    actor.send({ type: 'SIGN_OUT' });
    await until((s) => s.matches('redirectingToProvider'));
    expect(spies.revoke).not.toHaveBeenCalled();
    expect(spies.endSession).toHaveBeenCalledOnce();
    expect(emitted).toEqual([]);
    expect(localStorage.getItem('signed_out')).toBe('true');
    expect(localStorage.getItem('signed_in')).toBeNull();
    // Should the browser not leave, the user can try again.
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
  });

  it("fails closed when the provider's sign-out fails: everything local goes, '/' all the same, and a warning", async () => {
    seedSignedInState();
    const error = new Error('An error occurred when attempting to log out from OAuth provider.');
    const { actor, until, spies, emitted } = start({ outcome: async () => Promise.reject(error) });
    actor.send({ type: 'SIGN_OUT' });
    await until((s) => s.matches('noticePending'));
    expect(emitted).toEqual([
      { type: 'notice', notice: { kind: 'warning', messageId: 'notices.signOutIncomplete' } },
      { type: 'navigate', to: '/' },
    ]);
    expect(spies.logError).toHaveBeenCalledWith(error);
    expect(spies.removeTokens).toHaveBeenCalledOnce();
    expect(spies.endSession).toHaveBeenCalledOnce();
    expect(localStorage.getItem('signed_in')).toBeNull();
    expect(localStorage.getItem('signed_out')).toBe('true');
    expect(localStorage.getItem('cognito_user')).toBeNull();
    expect(sessionStorage.getItem('cognito_user')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(localStorage.getItem('referral_code')).toBeNull();
  });

  it('after an account deletion: the same clean-up, then the goodbye page without a notice (issue 19)', async () => {
    seedSignedInState();
    const { actor, until, spies, emitted, clock } = start();
    actor.send({ type: 'SIGN_OUT', reason: 'accountDeleted' });
    await until((s) => s.matches('idle'));
    expect(spies.signOut).toHaveBeenCalledOnce();
    expect(spies.removeTokens).toHaveBeenCalledOnce();
    expect(spies.endSession).toHaveBeenCalledOnce();
    expect(localStorage.getItem('signed_in')).toBeNull();
    expect(localStorage.getItem('signed_out')).toBeNull();
    expect(localStorage.getItem('cognito_user')).toBeNull();
    clock.increment(LOGGED_OUT_NOTICE_DELAY_MS);
    expect(emitted).toEqual([{ type: 'navigate', to: '/goodbye' }]);
  });

  it("after an account deletion, the provider refusing the deleted account's tokens is no warning", async () => {
    seedSignedInState();
    const error = new Error('NotAuthorizedException: User does not exist.');
    const { actor, until, spies, emitted } = start({ outcome: async () => Promise.reject(error) });
    actor.send({ type: 'SIGN_OUT', reason: 'accountDeleted' });
    await until((s) => s.matches('idle') && spies.endSession.mock.calls.length === 1);
    expect(emitted).toEqual([{ type: 'navigate', to: '/goodbye' }]);
    expect(spies.logError).toHaveBeenCalledWith(error);
    expect(localStorage.getItem('signed_in')).toBeNull();
  });

  it('ends a lost session on sign-in with the current path kept as the post-login target', async () => {
    seedSignedInState();
    globalThis.history.pushState({}, '', '/transaction-history?page=2');
    try {
      const { actor, until, emitted } = start();
      actor.send({ type: 'SIGN_OUT', reason: 'sessionLost' });
      await until((s) => s.matches('noticePending'));
      expect(emitted).toEqual([{ type: 'navigate', to: '/sign-in' }]);
      expect(sessionStorage.getItem('redirect_path')).toBe('/transaction-history?page=2');
      expect(localStorage.getItem('signed_in')).toBeNull();
      // The user's own sign-out afterwards ends at '/' again.
      actor.send({ type: 'SIGN_OUT' });
      await until((s) => s.matches('noticePending') && emitted.length === 2);
      expect(emitted[1]).toEqual({ type: 'navigate', to: '/' });
    } finally {
      globalThis.history.pushState({}, '', '/');
    }
  });

  it('tells the other tabs of the app (BroadcastChannel) at once, without waiting for the provider', async () => {
    const received: unknown[] = [];
    const otherTab = new BroadcastChannel('wallet:session');
    otherTab.onmessage = ({ data }: MessageEvent<unknown>) => received.push(data);
    try {
      const pending = deferred<SignOutOutcome>();
      const { actor, until } = start({ outcome: () => pending.promise });
      actor.send({ type: 'SIGN_OUT' });
      await vi.waitFor(() => expect(received).toEqual([{ type: 'signedOut', tab: expect.any(String) }]));
      expect(actor.getSnapshot().value).toBe('signingOut');
      pending.resolve({ hostedOAuth: false, refreshToken: null });
      await until((s) => s.matches('noticePending'));
    } finally {
      otherTab.close();
    }
  });

  it('after a sign-out in another tab: goes to sign-in and says so, leaving the shared tokens to that tab', async () => {
    localStorage.setItem('signed_out', 'true');
    const { actor, until, spies, emitted, clock } = start();
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    await until((s) => s.matches('noticePending'));
    expect(spies.signOut).not.toHaveBeenCalled();
    expect(spies.removeTokens).not.toHaveBeenCalled();
    expect(emitted).toEqual([{ type: 'navigate', to: '/sign-in' }]);
    clock.increment(LOGGED_OUT_NOTICE_DELAY_MS);
    expect(emitted).toEqual([{ type: 'navigate', to: '/sign-in' }, loggedOutNotice]);
  });

  it('takes one SIGN_OUT at a time', async () => {
    const pending = deferred<SignOutOutcome>();
    const { actor, until, spies } = start({ outcome: () => pending.promise });
    actor.send({ type: 'SIGN_OUT' });
    actor.send({ type: 'SIGN_OUT' });
    pending.resolve({ hostedOAuth: false, refreshToken: null });
    await until((s) => s.matches('noticePending'));
    expect(spies.signOut).toHaveBeenCalledOnce();
  });
});
