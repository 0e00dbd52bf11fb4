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
  { kind: 'warning'; messageId: 'notices.loggedOut' } | { kind: 'error'; messageId: 'errors.signOut.failed' };

export type SignOutEvent = { type: 'SIGN_OUT' };

export type SignOutEmitted = { type: 'notice'; notice: SignOutNotice } | { type: 'navigate'; to: string };

export interface SignOutContext {
  /** The refresh token captured before sign-out, to revoke afterwards. */
  refreshToken: string | null;
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
    clearClientState: () => {
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
  context: { refreshToken: null },
  initial: 'checkingMarker',
  states: {
    checkingMarker: {
      always: [{ guard: 'hasSignedOutMarker', target: 'noticePending' }, { target: 'idle' }],
    },
    idle: {
      on: { SIGN_OUT: 'signingOut' },
    },
    /** A signed_out marker is stored: warn once, after 1 second, and remove it. */
    noticePending: {
      after: {
        loggedOutNotice: {
          target: 'idle',
          actions: [{ type: 'notify', params: { kind: 'warning', messageId: 'notices.loggedOut' } }, 'removeSignedOutMarker'],
        },
      },
      on: { SIGN_OUT: 'signingOut' },
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
      on: { SIGN_OUT: 'signingOut' },
    },
  },
});

export type SignOutActorRef = ActorRefFrom<typeof signOutMachine>;
export type SignOutSnapshot = SnapshotFrom<typeof signOutMachine>;
