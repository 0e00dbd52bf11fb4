import { assign, fromCallback, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { config } from '@/services/config/env';
import { removeDraftsExcept } from '@/services/storage';
import type { SignOutEvent } from '../sign-out/sign-out.machine';
import { sessionUser } from '../session/session-user';

/**
 * Idle timeout (issue 14): while a user is signed in, a period without activity (default 15 minutes,
 * `VITE_IDLE_TIMEOUT_MINUTES`) ends the session.
 *   active ─(timeout − 60 s without ACTIVITY)→ warning ─(60 s)→ expired: SIGN_OUT (reason 'idle') to `signOut`
 *   warning ─STAY, or activity in another tab→ active
 * Activity is the customer's own (pointer, key, wheel, touch, focus, a tab shown) in any tab of the app; the
 * `activity` actor hears it, the app provides the browser one (./browser-activity.ts). Background polling
 * and socket events never reach it. In the warning only an answer counts: "Stay signed in" here, or the
 * customer working in another tab. When a user signs in, other users' drafts are removed.
 * The count asks for this tab's last input only when it runs out (ACTIVITY.CHECK: was there one since the count
 * began?), so an input costs the machine nothing; the other tabs' activity and, once expired, the next input are
 * sent as they come.
 */

/** The warning shows this long before the sign-out. */
export const IDLE_WARNING_MS = 60_000;
const MINUTE_MS = 60_000;

export type IdleEvent =
  /** The customer did something in this tab (`at`: when, if not now), or (`elsewhere`) in another tab of the app. */
  | { type: 'ACTIVITY'; elsewhere?: boolean; at?: number }
  /** The answer to ACTIVITY.CHECK when there was no input in this tab since the count began. */
  | { type: 'ACTIVITY.NONE' }
  /** "Stay signed in" in the warning. */
  | { type: 'STAY' }
  /** The signed-in user changed (null: signed out). Sent by the `sessionUser` watcher. */
  | { type: 'SESSION.USER'; userId: string | null };

/** What the machine asks of its `activity` actor. */
export type ActivityCommand =
  /** Was there input here after `since` (epoch ms)? Answered with ACTIVITY (`at` the last one) or ACTIVITY.NONE. */
  | { type: 'ACTIVITY.CHECK'; since: number }
  /** Send the next input here as ACTIVITY, as it comes. */
  | { type: 'ACTIVITY.WATCH' };

export interface IdleContext {
  timeoutMinutes: number;
  /** When (epoch ms) the count to the warning began: the last activity known. */
  countFrom: number;
  userId: string | null;
  /** While warning: when (epoch ms) the sign-out happens, for the countdown. */
  signOutAt: number | null;
}

export interface IdleInput {
  /** Defaults to the configuration (`VITE_IDLE_TIMEOUT_MINUTES`, else 15). */
  timeoutMinutes?: number;
}

export const idleMachine = setup({
  types: {
    context: {} as IdleContext,
    events: {} as IdleEvent,
    input: {} as IdleInput | undefined,
  },
  actors: {
    /** Hears the customer's activity; placeholder: none ever (the app provides the browser's). */
    activity: fromCallback<ActivityCommand>(({ sendBack, receive }) => {
      receive((command) => {
        if (command.type === 'ACTIVITY.CHECK') sendBack({ type: 'ACTIVITY.NONE' });
      });
    }),
    sessionUser,
  },
  actions: {
    /** Asks the sign-out flow (systemId 'signOut') to sign out, saying why; drafts survive it. */
    signOutForIdle: ({ context, system }) => {
      const event: SignOutEvent = { type: 'SIGN_OUT', reason: 'idle', idleMinutes: context.timeoutMinutes };
      system.get('signOut')?.send(event);
    },
    recordUser: assign({ userId: ({ event }) => (event.type === 'SESSION.USER' ? event.userId : null) }),
    keepOnlyDraftsOfUser: ({ context }) => {
      if (context.userId !== null) removeDraftsExcept(context.userId);
    },
  },
  delays: {
    untilWarning: ({ context }) =>
      Math.max(0, context.countFrom + context.timeoutMinutes * MINUTE_MS - IDLE_WARNING_MS - Date.now()),
    warning: IDLE_WARNING_MS,
  },
}).createMachine({
  id: 'idle',
  context: ({ input }) => ({
    timeoutMinutes: input?.timeoutMinutes ?? config.idleTimeoutMinutes,
    countFrom: Date.now(),
    userId: null,
    signOutAt: null,
  }),
  invoke: { src: 'sessionUser' },
  initial: 'signedOut',
  on: {
    'SESSION.USER': { guard: ({ event }) => event.userId === null, target: '.signedOut', actions: assign({ userId: null }) },
  },
  states: {
    signedOut: {
      on: { 'SESSION.USER': { target: 'signedIn', actions: ['recordUser', 'keepOnlyDraftsOfUser'] } },
    },
    signedIn: {
      invoke: { id: 'activity', src: 'activity' },
      on: {
        // Another user without a sign-out in between: their own count, and only their drafts.
        'SESSION.USER': {
          guard: ({ context, event }) => event.userId !== null && event.userId !== context.userId,
          target: 'signedIn',
          reenter: true,
          actions: ['recordUser', 'keepOnlyDraftsOfUser'],
        },
      },
      initial: 'active',
      states: {
        active: {
          // From the activity that brought the count here (its time when the actor says), else from now.
          entry: assign({
            countFrom: ({ event }) => (event.type === 'ACTIVITY' && event.at !== undefined ? event.at : Date.now()),
          }),
          after: {
            untilWarning: {
              actions: sendTo('activity', ({ context }): ActivityCommand => ({
                type: 'ACTIVITY.CHECK',
                since: context.countFrom,
              })),
            },
          },
          on: {
            ACTIVITY: { target: 'active', reenter: true },
            'ACTIVITY.NONE': 'warning',
          },
        },
        warning: {
          entry: assign({ signOutAt: () => Date.now() + IDLE_WARNING_MS }),
          exit: assign({ signOutAt: null }),
          after: { warning: 'expired' },
          on: {
            STAY: 'active',
            ACTIVITY: { guard: ({ event }) => event.elsewhere === true, target: 'active' },
          },
        },
        /** Signing out; should that fail (the customer is told), activity starts the count again. */
        expired: {
          entry: ['signOutForIdle', sendTo('activity', { type: 'ACTIVITY.WATCH' } satisfies ActivityCommand)],
          on: { ACTIVITY: 'active' },
        },
      },
    },
  },
});

export type IdleActorRef = ActorRefFrom<typeof idleMachine>;
export type IdleSnapshot = SnapshotFrom<typeof idleMachine>;
