import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { AuthSession, SignOutOutcome } from '@/services/auth';
import { readDraft, saveDraft } from '@/services/storage';
import { createRootActor, idleOf, sessionOf, signOutOf, type RootActorRef } from '../root/root.machine';
import type { SessionEvent } from '../session/session.machine';
import type { SignOutNotice } from '../sign-out/sign-out.machine';
import { fakeSession } from '../test-support';
import { idleMachine, type ActivityCommand, type IdleEvent } from './idle.machine';

const MINUTE = 60_000;
const started: RootActorRef[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
  vi.useRealTimers();
});

/** A signed-in session for `userId`; tokens that outlive the test, so no refresh interferes. */
const sessionOfUser = (userId: string): AuthSession => {
  const session = fakeSession({ expInSeconds: 24 * 3600 });
  return { ...session, idClaims: { ...session.idClaims, 'custom:user_id': userId } };
};

/** The root actor with fake Amplify actors; `who.current` is the user the next session read returns. */
function startRoot() {
  const who: { current: string | null } = { current: 'u-1001' };
  const notify = vi.fn<(notice: SignOutNotice) => void>();
  /** The activity actor's side: `send` an event as it comes, `input()` notes an input here (asked for later). */
  const activity: { send?: (event: IdleEvent) => void; lastInput?: number; watching: boolean; input: () => void } = {
    watching: false,
    input: () => {
      activity.lastInput = Date.now();
    },
  };
  const root = createRootActor({
    notify,
    navigate: vi.fn(),
    session: {
      actors: {
        loadSession: fromPromise(async () => (who.current === null ? null : sessionOfUser(who.current))),
        authEvents: fromCallback<SessionEvent>(() => undefined),
      },
      actions: { clearTokens: () => undefined, logError: () => undefined },
    },
    signOut: {
      actors: {
        signOutGlobally: fromPromise<SignOutOutcome>(async () => ({ hostedOAuth: false, refreshToken: null })),
        revokeRefreshToken: fromPromise<undefined, { refreshToken: string }>(async () => undefined),
      },
      actions: { removeTokens: () => undefined },
    },
    idle: {
      actors: {
        activity: fromCallback<ActivityCommand>(({ sendBack, receive }) => {
          activity.send = sendBack;
          receive((command) => {
            if (command.type === 'ACTIVITY.WATCH') activity.watching = true;
            else if (activity.lastInput !== undefined && activity.lastInput > command.since)
              sendBack({ type: 'ACTIVITY', at: activity.lastInput });
            else sendBack({ type: 'ACTIVITY.NONE' });
          });
          return () => delete activity.send;
        }),
      },
    },
  });
  root.start();
  started.push(root);
  const idle = () => idleOf(root).getSnapshot();
  const signIn = async (userId: string) => {
    who.current = userId;
    sessionOf(root).send({ type: 'AUTH.SIGNED_IN' });
    await vi.waitFor(() => expect(idle().context.userId).toBe(userId));
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { root, notify, idle, activity, who, signIn, settle };
}

async function signedIn() {
  const harness = startRoot();
  await harness.settle();
  expect(harness.idle().value).toEqual({ signedIn: 'active' });
  return harness;
}

describe('idle timeout', () => {
  it('does not count while signed out', async () => {
    const { who, idle, settle } = startRoot();
    who.current = null;
    await settle();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(idle().value).toBe('signedOut');
  });

  it('warns 60 s ahead of 15 minutes, then signs out with the reason and says why after landing', async () => {
    const { root, idle, notify, activity } = await signedIn();
    expect(idle().context.timeoutMinutes).toBe(15);
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(idle().value).toEqual({ signedIn: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(idle().value).toEqual({ signedIn: 'warning' });
    expect(idle().context.signOutAt).toBe(Date.now() + 60_000);
    expect(activity.watching).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    // Expired: should the sign-out fail, the next input here starts the count again, so it asks to hear it.
    expect(activity.watching).toBe(true);
    await vi.waitFor(() => expect(idle().value).toBe('signedOut'));
    expect(sessionOf(root).getSnapshot().matches('signedOut')).toBe(true);
    expect(idle().context.signOutAt).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(notify).toHaveBeenCalledWith({ kind: 'warning', messageId: 'notices.signedOutIdle', values: { minutes: 15 } });
    expect(notify).not.toHaveBeenCalledWith({ kind: 'warning', messageId: 'notices.loggedOut' });
  });

  it('counts again from the last input here, found when the count runs out', async () => {
    const { idle, activity } = await signedIn();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    activity.input();
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    activity.input();
    // 14 minutes after the sign-in the machine asks, and counts on from the last input (at 13 minutes).
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(idle().value).toEqual({ signedIn: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(idle().value).toEqual({ signedIn: 'warning' });
    expect(idle().context.signOutAt).toBe(Date.now() + 60_000);
  });

  it('counts again from an activity it is told of', async () => {
    const { idle, activity } = await signedIn();
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    activity.send?.({ type: 'ACTIVITY', elsewhere: true });
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(idle().value).toEqual({ signedIn: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(idle().value).toEqual({ signedIn: 'warning' });
  });

  it('activity in another tab keeps this idle tab signed in, even during the warning', async () => {
    const { idle, activity } = await signedIn();
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(idle().value).toEqual({ signedIn: 'warning' });
    activity.send?.({ type: 'ACTIVITY', elsewhere: true });
    expect(idle().value).toEqual({ signedIn: 'active' });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(idle().value).toEqual({ signedIn: 'active' });
  });

  it('in the warning a stray movement here is no answer; "Stay signed in" is', async () => {
    const { root, idle, activity } = await signedIn();
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    activity.input();
    activity.send?.({ type: 'ACTIVITY' });
    expect(idle().value).toEqual({ signedIn: 'warning' });
    idleOf(root).send({ type: 'STAY' });
    expect(idle().value).toEqual({ signedIn: 'active' });
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(idle().value).toEqual({ signedIn: 'active' });
  });

  it('counts the minutes it is given (the configuration by default)', async () => {
    const idle = createActor(
      idleMachine.provide({
        actors: {
          sessionUser: fromCallback<{ type: 'SESSION.USER'; userId: string | null }>(({ sendBack }) => {
            sendBack({ type: 'SESSION.USER', userId: 'u-1' });
          }),
        },
      }),
      { input: { timeoutMinutes: 5 } },
    ).start();
    await vi.advanceTimersByTimeAsync(4 * MINUTE - 1);
    expect(idle.getSnapshot().value).toEqual({ signedIn: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(idle.getSnapshot().value).toEqual({ signedIn: 'warning' });
    idle.stop();
  });
});

describe('drafts across sign-outs', () => {
  it('survive an idle sign-out and are kept for the same user signing in again', async () => {
    const { idle, signIn } = await signedIn();
    saveDraft('u-1001', 'send', { amount: '0.5', address: 'bc1q' });
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    await vi.waitFor(() => expect(idle().value).toBe('signedOut'));
    expect(readDraft('u-1001', 'send')).toEqual({ amount: '0.5', address: 'bc1q' });
    await signIn('u-1001');
    expect(readDraft('u-1001', 'send')).toEqual({ amount: '0.5', address: 'bc1q' });
  });

  it('are removed when another user signs in', async () => {
    const { idle, signIn } = await signedIn();
    saveDraft('u-1001', 'send', { amount: '0.5' });
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    await vi.waitFor(() => expect(idle().value).toBe('signedOut'));
    await signIn('u-2002');
    expect(readDraft('u-1001', 'send')).toBeNull();
  });

  it('are removed on a sign-out by choice, kept on one the session asked for', async () => {
    const { root, idle } = await signedIn();
    saveDraft('u-1001', 'support', { subject: 'Card' });
    signOutOf(root).send({ type: 'SIGN_OUT' });
    await vi.waitFor(() => expect(idle().value).toBe('signedOut'));
    expect(readDraft('u-1001', 'support')).toEqual({ subject: 'Card' });

    const again = await signedIn();
    saveDraft('u-1001', 'support', { subject: 'Card' });
    signOutOf(again.root).send({ type: 'SIGN_OUT', reason: 'choice' });
    await vi.waitFor(() => expect(again.idle().value).toBe('signedOut'));
    expect(readDraft('u-1001', 'support')).toBeNull();
  });
});
