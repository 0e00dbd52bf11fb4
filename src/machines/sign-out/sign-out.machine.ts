import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { clearLocalSession, type SignOutOutcome } from '@/services/auth';
import { notProvided } from '../placeholders';
import {
  hasSignedOutMarker,
  markSignedOut,
  removeReferralCode,
  removeRememberMe,
  removeSignedInMarker,
  removeSignedOutMarker,
  readStoredUser,
  removeDraftsOf,
  removeStoredUser,
} from '@/services/storage';

/**
 * Sign-out (spec section 4):
 *   SIGN_OUT → signingOut: global sign-out with the identity provider (its failure ignored)
 *   → the signed_in marker removed, signed_out set; the stored user, rememberMe and referral code removed
 *   → hosted-OAuth session: the provider's logout page (Amplify redirects the browser there)
 *   → otherwise: tokens removed, a revoke of the refresh token tried (failure ignored), the app goes to '/'.
 * 'Sign out failed, retry later' when it cannot complete. A stored signed_out marker (after a sign-out, or
 * found at start after a reload) shows 'You have been logged out.' after 1 second, then is removed.
 */

/** What the sign-out flow tells the user (react-intl ids of src/services/i18n). */
export type SignOutNotice =
  | { kind: 'warning'; messageId: 'notices.loggedOut' }
  | { kind: 'warning'; messageId: 'notices.signedOutIdle'; values: { minutes: number } }
  | { kind: 'error'; messageId: 'errors.signOut.failed' };

/**
 * `reason: 'choice'`: the Log Out button (the user's drafts are removed); 'idle': the idle timeout (drafts
 * survive, the notice says why); none: the session ended it (a failed refresh; drafts survive).
 */
export type SignOutEvent = { type: 'SIGN_OUT'; reason?: 'choice' } | { type: 'SIGN_OUT'; reason: 'idle'; idleMinutes: number };

export type SignOutEmitted = { type: 'notice'; notice: SignOutNotice } | { type: 'navigate'; to: string };

export interface SignOutContext {
  /** The refresh token captured before sign-out, to revoke afterwards. */
  refreshToken: string | null;
  /** Why the current sign-out happens (issue 14): a choice removes the drafts, idle changes the notice. */
  reason: 'choice' | 'idle' | null;
  idleMinutes: number | null;
}

/** The warning after a sign-out appears this long after the page (or the sign-out) settles (spec section 9). */
export const LOGGED_OUT_NOTICE_DELAY_MS = 1000;

export const signOutMachine = setup({
  types: {
    context: {} as SignOutContext,
    events: {} as SignOutEvent,
    emitted: {} as SignOutEmitted,
  },
  // Placeholders: the app gives the Amplify-backed actors (./amplify-actors.ts) with `.provide()`, tests give fakes.
  actors: {
    /** Asks the identity provider for a global sign-out. */
    signOutGlobally: fromPromise<SignOutOutcome>(notProvided('signOutGlobally')),
    /** Revokes the refresh token (failures are ignored by the machine). */
    revokeRefreshToken: fromPromise<undefined, { refreshToken: string }>(notProvided('revokeRefreshToken')),
  },
  actions: {
    /** The client settings of a session: markers, stored user, rememberMe, referral code. */
    clearClientState: ({ context }) => {
      // Issue 14: only a sign-out by choice discards the user's unfinished forms.
      const user = readStoredUser();
      if (context.reason === 'choice' && user) removeDraftsOf(user.userId);
      removeSignedInMarker();
      markSignedOut();
      removeStoredUser();
      removeRememberMe();
      removeReferralCode();
    },
    removeTokens: () => {
      clearLocalSession().catch((error: unknown) => console.error('[sign-out] could not remove the tokens', error));
    },
    /** Tells the session (systemId 'session') that it has ended. */
    endSession: ({ system }) => {
      system.get('session')?.send({ type: 'SIGNED_OUT' });
    },
    removeSignedOutMarker: () => removeSignedOutMarker(),
    recordReason: assign(({ event }) => ({
      reason: event.reason ?? null,
      idleMinutes: event.reason === 'idle' ? event.idleMinutes : null,
    })),
    /** Shows a notice; the app provides toasts, by default the notice is emitted. */
    notify: emit((_, notice: SignOutNotice) => ({ type: 'notice' as const, notice })),
    /** Goes to a route; the app provides its router, by default the request is emitted. */
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
    logError: (_, params: { error: unknown }) => console.error('[sign-out] sign-out could not complete', params.error),
  },
  guards: {
    hasSignedOutMarker: () => hasSignedOutMarker(),
  },
  delays: {
    loggedOutNotice: LOGGED_OUT_NOTICE_DELAY_MS,
  },
}).createMachine({
  id: 'signOut',
  context: { refreshToken: null, reason: null, idleMinutes: null },
  initial: 'checkingMarker',
  states: {
    checkingMarker: {
      always: [{ guard: 'hasSignedOutMarker', target: 'noticePending' }, { target: 'idle' }],
    },
    idle: {
      on: { SIGN_OUT: { target: 'signingOut', actions: 'recordReason' } },
    },
    /** A signed_out marker is stored: warn once, after 1 second, and remove it. */
    noticePending: {
      after: {
        loggedOutNotice: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ context }): SignOutNotice =>
                context.idleMinutes === null
                  ? { kind: 'warning', messageId: 'notices.loggedOut' }
                  : { kind: 'warning', messageId: 'notices.signedOutIdle', values: { minutes: context.idleMinutes } },
            },
            'removeSignedOutMarker',
            assign({ reason: null, idleMinutes: null }),
          ],
        },
      },
      on: { SIGN_OUT: { target: 'signingOut', actions: 'recordReason' } },
    },
    signingOut: {
      invoke: {
        src: 'signOutGlobally',
        onDone: [
          { guard: ({ event }) => event.output.hostedOAuth, target: 'redirectingToProvider', actions: 'clearClientState' },
          {
            guard: ({ event }) => event.output.refreshToken !== null,
            target: 'revoking',
            actions: ['clearClientState', assign({ refreshToken: ({ event }) => event.output.refreshToken })],
          },
          { target: 'finishing', actions: 'clearClientState' },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: { kind: 'error', messageId: 'errors.signOut.failed' } },
          ],
        },
      },
    },
    /** Revoke the refresh token; whatever the answer, carry on. */
    revoking: {
      invoke: {
        src: 'revokeRefreshToken',
        input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
        onDone: 'finishing',
        onError: 'finishing',
      },
    },
    finishing: {
      entry: ['removeTokens', assign({ refreshToken: null }), 'endSession', { type: 'navigate', params: { to: '/' } }],
      always: 'noticePending',
    },
    /** Amplify is sending the browser to the provider's logout page, which returns to the wallet root. */
    redirectingToProvider: {
      entry: 'endSession',
      on: { SIGN_OUT: { target: 'signingOut', actions: 'recordReason' } },
    },
  },
});

export type SignOutActorRef = ActorRefFrom<typeof signOutMachine>;
export type SignOutSnapshot = SnapshotFrom<typeof signOutMachine>;
