import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { announceSignOutToOtherTabs, clearLocalSession, type SignOutOutcome } from '@/services/auth';
import { pathTo } from '@/shared/routes';
import { notProvided } from '../placeholders';
import {
  hasSignedOutMarker,
  markSignedOut,
  readStoredUser,
  removeDraftsOf,
  removeReferralCode,
  removeRememberMe,
  removeSignedInMarker,
  removeSignedOutMarker,
  removeStoredUser,
  writeRedirectPath,
} from '@/services/storage';

/**
 * Sign-out (spec section 4):
 *   SIGN_OUT → signingOut: global sign-out with the identity provider (its failure ignored)
 *   → the signed_in marker removed, signed_out set; the stored user, rememberMe and referral code removed
 *   → hosted-OAuth session: the provider's logout page (Amplify redirects the browser there)
 *   → otherwise: tokens removed, a revoke of the refresh token tried (failure ignored), the app goes to '/'.
 * It fails closed: when the provider's sign-out fails, everything local still goes (tokens, stored user,
 * markers, the session's in-memory copy — the app clears its query cache when the session ends), the app
 * still goes to '/', and a warning says the server-side sign-out may not have completed.
 * The other tabs of the app are told (BroadcastChannel); a tab told so (SIGNED_OUT_ELSEWHERE, from its
 * session) drops its tokens and goes to sign-in.
 * A session lost to a refused or failed refresh (SIGN_OUT with reason `sessionLost`) ends on sign-in, the
 * current path kept as the post-login target.
 * After an account deletion (SIGN_OUT with reason `accountDeleted`, issue 19) the flow is the same but ends on
 * the goodbye page, without the logged-out notice (the page says it) and without the "may not have completed"
 * warning (the deleted account's tokens are refused by the provider, which is the point).
 * A stored signed_out marker (after a sign-out, or found at start after a reload) shows
 * 'You have been logged out.' after 1 second, then is removed.
 */

/** What the sign-out flow tells the user (react-intl ids of src/services/i18n). */
export type SignOutNotice =
  | { kind: 'warning'; messageId: 'notices.loggedOut' | 'notices.signOutIncomplete' }
  | { kind: 'warning'; messageId: 'notices.signedOutIdle'; values: { minutes: number } };

export type SignOutEvent =
  /**
   * Lands on '/': `choice` is the Log Out button (the user's drafts are removed), `idle` the idle timeout (drafts
   * survive, the notice says why). `sessionLost` (a refused or failed refresh) lands on sign-in, target kept.
   */
  | { type: 'SIGN_OUT'; reason?: 'choice' | 'sessionLost' | 'accountDeleted' }
  | { type: 'SIGN_OUT'; reason: 'idle'; idleMinutes: number }
  /** Another tab signed out; this tab's session has already ended. */
  | { type: 'SIGNED_OUT_ELSEWHERE' };

export type SignOutEmitted = { type: 'notice'; notice: SignOutNotice } | { type: 'navigate'; to: string };

export interface SignOutContext {
  /** The refresh token captured before sign-out, to revoke afterwards. */
  refreshToken: string | null;
  /** Where the flow ends: '/' after the user's sign-out, sign-in after a lost session. */
  landing: string;
  /** Why the current sign-out happens: a choice removes the drafts, idle changes the notice. */
  reason: 'choice' | 'idle' | 'sessionLost' | 'accountDeleted' | null;
  idleMinutes: number | null;
}

/** The warning after a sign-out appears this long after the page (or the sign-out) settles (spec section 9). */
export const LOGGED_OUT_NOTICE_DELAY_MS = 1000;

/** SIGN_OUT: where the flow ends is decided now; a lost session keeps the current path for after sign-in. */
const signOutRequested = [
  { guard: 'sessionLost', target: 'signingOut', actions: ['recordReason', 'recordLanding', 'rememberCurrentPath'] },
  { target: 'signingOut', actions: ['recordReason', 'recordLanding'] },
] as const;

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
      // Only a sign-out by choice discards the user's unfinished forms (issue 14).
      const user = readStoredUser();
      if ((context.reason === 'choice' || context.reason === 'accountDeleted') && user) removeDraftsOf(user.userId);
      removeSignedInMarker();
      markSignedOut();
      removeStoredUser();
      removeRememberMe();
      removeReferralCode();
    },
    /**
     * Told before the provider is asked: the sign-out completes here whatever the provider answers (it fails
     * closed), so the other tabs need not wait for it.
     */
    announceToOtherTabs: () => announceSignOutToOtherTabs(),
    /** Keeps the current path as the post-login target (a lost session comes back to where it was). */
    rememberCurrentPath: () => {
      const here = globalThis.location;
      if (here) writeRedirectPath(`${here.pathname}${here.search}`);
    },
    recordReason: assign(({ event }) =>
      event.type === 'SIGN_OUT'
        ? { reason: event.reason ?? null, idleMinutes: event.reason === 'idle' ? event.idleMinutes : null }
        : {},
    ),
    recordLanding: assign({
      landing: ({ event }) =>
        event.type !== 'SIGN_OUT'
          ? pathTo('home')
          : event.reason === 'sessionLost'
            ? pathTo('sign-in')
            : event.reason === 'accountDeleted'
              ? pathTo('goodbye')
              : pathTo('home'),
    }),
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
    sessionLost: ({ event }) => event.type === 'SIGN_OUT' && event.reason === 'sessionLost',
    accountDeleted: ({ context }) => context.reason === 'accountDeleted',
  },
  delays: {
    loggedOutNotice: LOGGED_OUT_NOTICE_DELAY_MS,
  },
}).createMachine({
  id: 'signOut',
  context: { refreshToken: null, landing: pathTo('home'), reason: null, idleMinutes: null },
  initial: 'checkingMarker',
  states: {
    checkingMarker: {
      always: [{ guard: 'hasSignedOutMarker', target: 'noticePending' }, { target: 'idle' }],
    },
    idle: {
      on: { SIGN_OUT: signOutRequested, SIGNED_OUT_ELSEWHERE: 'closingElsewhere' },
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
      on: { SIGN_OUT: signOutRequested, SIGNED_OUT_ELSEWHERE: 'closingElsewhere' },
    },
    signingOut: {
      entry: 'announceToOtherTabs',
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
        // Fails closed: the local session goes all the same; the user is told the server may still know it.
        onError: [
          {
            guard: 'accountDeleted',
            target: 'finishing',
            actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'clearClientState'],
          },
          {
            target: 'finishing',
            actions: [
              { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              'clearClientState',
              { type: 'notify', params: { kind: 'warning', messageId: 'notices.signOutIncomplete' } },
            ],
          },
        ],
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
      entry: [
        'removeTokens',
        assign({ refreshToken: null }),
        'endSession',
        { type: 'navigate', params: ({ context }) => ({ to: context.landing }) },
      ],
      always: [
        // The goodbye page says the customer is signed out: no notice, no marker left for a reload.
        { guard: 'accountDeleted', target: 'idle', actions: ['removeSignedOutMarker', assign({ reason: null })] },
        { target: 'noticePending' },
      ],
    },
    /**
     * Another tab signed out (the session has already dropped this tab's copy; the shared tokens are that
     * tab's to remove, after its provider sign-out): show sign-in.
     */
    closingElsewhere: {
      entry: ['endSession', { type: 'navigate', params: { to: pathTo('sign-in') } }],
      always: 'noticePending',
    },
    /** Amplify is sending the browser to the provider's logout page, which returns to the wallet root. */
    redirectingToProvider: {
      entry: 'endSession',
      on: { SIGN_OUT: signOutRequested, SIGNED_OUT_ELSEWHERE: 'closingElsewhere' },
    },
  },
});

export type SignOutActorRef = ActorRefFrom<typeof signOutMachine>;
export type SignOutSnapshot = SnapshotFrom<typeof signOutMachine>;
