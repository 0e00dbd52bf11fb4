import { assign, emit, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  classifyRefreshFailure,
  clearLocalSession,
  forgetTabSession,
  identityPoolConfigured,
  profileOf,
  type AuthHubEvent,
  type AuthSession,
  type RefreshFailureKind,
} from '@/services/auth';
import { notProvided } from '../placeholders';
import {
  clearSessionStorageWhenRemembered,
  markSignedIn,
  removeSignedInMarker,
  removeStoredUser,
  writeStoredUser,
  type StoredUser,
} from '@/services/storage';

/**
 * The session (spec section 4): initialising → signedOut | signedIn, where signedIn runs two regions —
 * `tokens` (active ⇄ refreshing, with retryWaiting while the network is away) and `credentials` (identity
 * pool credentials refreshed every 50 minutes when an identity pool is configured).
 *
 * Refresh is lazy: REFRESH (sent by getFreshAccessToken before a request whose token has expired, or with
 * force) or a refresh someone else did (Amplify Hub `tokenRefresh`). Outcomes:
 * - not authorized → signedOut at once, and the sign-out flow lands the user on sign-in with the current path
 *   kept as the post-login target;
 * - network error → keep the session, refresh again when the network returns (or after a delay, or at the
 *   next request);
 * - anything else (5xx, throttling, timeouts after Amplify's retries…) → clear tokens, emit `refreshFailed`,
 *   log, and the sign-out flow logs the user out to sign-in, the target kept.
 * Unreadable tokens at start → remove the stored user, signedOut. A sign-out in another tab of the app
 * (`REMOTE.SIGNED_OUT`) ends this tab's session at once.
 * Amplify's signedIn / signedOut / signInWithRedirect are re-emitted as `authEvent` (the real-time connection
 * resets on them); tokenRefresh_failure and signInWithRedirect_failure log the user out.
 */

export interface SessionContext {
  session: AuthSession | null;
  /** The `cognito_user` record of the session. */
  user: StoredUser | null;
  /** Why the last refresh failed (kept while retrying). */
  refreshError: unknown;
}

export type SessionEvent =
  /** Refresh the tokens before the next request (they have expired), or now with `force`. */
  | { type: 'REFRESH'; force?: boolean }
  /** A sign-in completed (the session is read again). */
  | { type: 'SIGNED_IN' }
  /** The sign-out flow has finished. */
  | { type: 'SIGNED_OUT' }
  /** Amplify Hub auth events, forwarded by the `authEvents` actor. */
  | { type: 'AUTH.SIGNED_IN' }
  | { type: 'AUTH.SIGNED_OUT' }
  | { type: 'AUTH.SIGN_IN_WITH_REDIRECT' }
  | { type: 'AUTH.SIGN_IN_WITH_REDIRECT_FAILURE'; error: unknown }
  | { type: 'AUTH.TOKEN_REFRESH' }
  | { type: 'AUTH.TOKEN_REFRESH_FAILURE'; error: unknown }
  /** The network came back (the browser's `online` event) while a refresh waits to be tried again. */
  | { type: 'NETWORK.ONLINE' }
  /** Another tab of the app signed out. */
  | { type: 'REMOTE.SIGNED_OUT' };

/** The auth events after which the real-time connection is reset. */
export type ResettingAuthEvent = 'signedIn' | 'signedOut' | 'signInWithRedirect';

export type SessionEmitted = { type: 'authEvent'; event: ResettingAuthEvent } | { type: 'refreshFailed'; error: unknown };

/** Retry a refresh that failed for lack of network after this long (or when the network returns, or at the next request). */
export const REFRESH_RETRY_DELAY_MS = 30_000;
/** Identity-pool credentials are refreshed after 50 minutes (spec section 4). */
export const CREDENTIALS_REFRESH_MS = 50 * 60 * 1000;

export function toSessionEvent(event: AuthHubEvent): SessionEvent {
  switch (event.type) {
    case 'signedIn':
      return { type: 'AUTH.SIGNED_IN' };
    case 'signedOut':
      return { type: 'AUTH.SIGNED_OUT' };
    case 'signInWithRedirect':
      return { type: 'AUTH.SIGN_IN_WITH_REDIRECT' };
    case 'signInWithRedirect_failure':
      return { type: 'AUTH.SIGN_IN_WITH_REDIRECT_FAILURE', error: event.error };
    case 'tokenRefresh':
      return { type: 'AUTH.TOKEN_REFRESH' };
    case 'tokenRefresh_failure':
      return { type: 'AUTH.TOKEN_REFRESH_FAILURE', error: event.error };
  }
}

function errorOf(event: { type: string }): unknown {
  return 'error' in event ? event.error : undefined;
}

/**
 * A refresh failed for good (neither "sign in again" nor a network error): clear the tokens, emit `refreshFailed`,
 * log, end the session and ask the sign-out flow to log the user out. One transition for every such failure.
 */
const failSession = {
  target: '#session.signedOut',
  actions: [
    'recordRefreshError',
    'clearTokens',
    'emitRefreshFailed',
    {
      type: 'logError',
      params: ({ event }: { event: { type: string } }) => ({ message: 'token refresh failed', error: errorOf(event) }),
    },
    'endSession',
    'requestSignOut',
  ],
} as const;

/** The refresh token was refused: the session is over here and now, the user goes to sign-in. */
const loseSession = {
  target: '#session.signedOut',
  actions: ['endSession', 'requestSignOut'],
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  // Placeholders: the app gives the Amplify-backed actors (./amplify-actors.ts) with `.provide()`, tests give fakes.
  actors: {
    /** Reads the stored session (no network); rejects when tokens are stored but unreadable. */
    loadSession: fromPromise<AuthSession | null>(notProvided('loadSession')),
    /** Refreshes when forced or expired (one refresh in flight, shared with the API client). */
    refreshSession: fromPromise<AuthSession | null, { force: boolean }>(notProvided('refreshSession')),
    /** Refreshes the identity-pool credentials. */
    refreshCredentials: fromPromise<undefined>(notProvided('refreshCredentials')),
    /** The identity provider's auth events, as session events. */
    authEvents: fromCallback<SessionEvent>(() => undefined),
    /** Sends NETWORK.ONLINE when the network returns (while a refresh waits for it). */
    networkStatus: fromCallback<SessionEvent>(() => undefined),
    /** Sends REMOTE.SIGNED_OUT when another tab of the app signs out. */
    otherTabs: fromCallback<SessionEvent>(() => undefined),
  },
  actions: {
    storeUser: ({ context }) => {
      if (context.user) writeStoredUser(context.user);
    },
    markSignedIn: () => markSignedIn(),
    /** Remember me (spec section 3): the session lives in persistent storage, session storage is cleared. */
    applyRememberMe: () => {
      clearSessionStorageWhenRemembered();
    },
    /** The session is over here: the stored user and the signed_in marker go. */
    endSession: () => {
      removeStoredUser();
      removeSignedInMarker();
    },
    /** Removes the stored tokens (they cannot be read, or a refresh failed for good). */
    clearTokens: () => {
      clearLocalSession().catch((error: unknown) => console.error('[session] could not clear the tokens', error));
    },
    /** Another tab signed out: this tab's own copy goes; the shared entries are that tab's to remove. */
    forgetTabSession: () => forgetTabSession(),
    logError: (_, params: { message: string; error: unknown }) => console.error(`[session] ${params.message}`, params.error),
    /** Asks the sign-out flow (systemId 'signOut') to log the user out to sign-in, the current path kept. */
    requestSignOut: ({ system }) => {
      system.get('signOut')?.send({ type: 'SIGN_OUT', reason: 'sessionLost' });
    },
    /** Tells the sign-out flow that another tab signed out (it clears this tab and goes to sign-in). */
    reportSignedOutElsewhere: ({ system }) => {
      system.get('signOut')?.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    },
    recordRefreshError: assign({ refreshError: ({ event }) => errorOf(event) }),
    announce: emit((_, params: { event: ResettingAuthEvent }) => ({ type: 'authEvent' as const, event: params.event })),
    emitRefreshFailed: emit(({ context }) => ({ type: 'refreshFailed' as const, error: context.refreshError })),
  },
  guards: {
    failureIs: ({ event }, params: { kind: RefreshFailureKind }) => classifyRefreshFailure(errorOf(event)) === params.kind,
    identityPoolConfigured: () => identityPoolConfigured(),
  },
  delays: {
    refreshRetry: REFRESH_RETRY_DELAY_MS,
    credentialsRefresh: CREDENTIALS_REFRESH_MS,
  },
}).createMachine({
  id: 'session',
  context: { session: null, user: null, refreshError: undefined },
  invoke: [
    { id: 'authEvents', src: 'authEvents' },
    { id: 'otherTabs', src: 'otherTabs' },
  ],
  initial: 'initialising',
  on: {
    SIGNED_IN: { target: '.initialising' },
    'AUTH.SIGNED_IN': { target: '.initialising', actions: { type: 'announce', params: { event: 'signedIn' } } },
    'AUTH.SIGN_IN_WITH_REDIRECT': {
      target: '.initialising',
      actions: { type: 'announce', params: { event: 'signInWithRedirect' } },
    },
    'AUTH.SIGNED_OUT': { target: '.signedOut', actions: [{ type: 'announce', params: { event: 'signedOut' } }, 'endSession'] },
    SIGNED_OUT: { target: '.signedOut', actions: 'endSession' },
    'AUTH.SIGN_IN_WITH_REDIRECT_FAILURE': {
      actions: [
        { type: 'logError', params: ({ event }) => ({ message: 'hosted sign-in failed', error: event.error }) },
        'requestSignOut',
      ],
    },
  },
  states: {
    initialising: {
      invoke: {
        src: 'loadSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'signedIn',
            actions: assign(({ event }) => ({ session: event.output, user: event.output ? profileOf(event.output) : null })),
          },
          { target: 'signedOut', actions: 'endSession' },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'logError', params: ({ event }) => ({ message: 'the stored tokens cannot be read', error: event.error }) },
            'clearTokens',
            'endSession',
          ],
        },
      },
    },

    signedOut: {
      entry: assign({ session: null, user: null, refreshError: undefined }),
      on: {
        // A refresh that was in flight when the customer signed out stores its tokens after sign-out removed them
        // (Amplify writes them unconditionally): they go again, or the next page load would start signed in.
        'AUTH.TOKEN_REFRESH': { actions: 'clearTokens' },
      },
    },

    signedIn: {
      type: 'parallel',
      entry: ['applyRememberMe', 'storeUser', 'markSignedIn'],
      on: {
        'REMOTE.SIGNED_OUT': { target: 'signedOut', actions: ['forgetTabSession', 'endSession', 'reportSignedOutElsewhere'] },
      },
      states: {
        tokens: {
          initial: 'active',
          states: {
            active: {
              on: {
                REFRESH: 'refreshing',
                // Someone else (the API client) refreshed: read the new tokens.
                'AUTH.TOKEN_REFRESH': 'refreshing',
                'AUTH.TOKEN_REFRESH_FAILURE': [
                  { guard: { type: 'failureIs', params: { kind: 'notAuthorized' } }, ...loseSession },
                  {
                    guard: { type: 'failureIs', params: { kind: 'network' } },
                    target: 'retryWaiting',
                    actions: 'recordRefreshError',
                  },
                  failSession,
                ],
              },
            },
            refreshing: {
              invoke: {
                src: 'refreshSession',
                input: ({ event }) => ({ force: event.type === 'REFRESH' && event.force === true }),
                onDone: [
                  {
                    guard: ({ event }) => event.output !== null,
                    target: 'active',
                    actions: [
                      assign(({ event }) => ({
                        session: event.output,
                        user: event.output ? profileOf(event.output) : null,
                        refreshError: undefined,
                      })),
                      'storeUser',
                    ],
                  },
                  loseSession,
                ],
                onError: [
                  { guard: { type: 'failureIs', params: { kind: 'notAuthorized' } }, ...loseSession },
                  {
                    guard: { type: 'failureIs', params: { kind: 'network' } },
                    target: 'retryWaiting',
                    actions: 'recordRefreshError',
                  },
                  failSession,
                ],
              },
            },
            /**
             * A refresh found no network: the session stays; try again when the network returns, after a delay,
             * or at the next request. A failure reported meanwhile is judged like any other.
             */
            retryWaiting: {
              invoke: { id: 'networkStatus', src: 'networkStatus' },
              after: { refreshRetry: 'refreshing' },
              on: {
                REFRESH: 'refreshing',
                'NETWORK.ONLINE': 'refreshing',
                'AUTH.TOKEN_REFRESH': 'refreshing',
                'AUTH.TOKEN_REFRESH_FAILURE': [
                  { guard: { type: 'failureIs', params: { kind: 'notAuthorized' } }, ...loseSession },
                  { guard: { type: 'failureIs', params: { kind: 'network' } } },
                  failSession,
                ],
              },
            },
          },
        },
        credentials: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { credentialsRefresh: { guard: 'identityPoolConfigured', target: 'refreshing' } },
            },
            refreshing: {
              invoke: {
                src: 'refreshCredentials',
                onDone: 'waiting',
                onError: {
                  target: 'waiting',
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({ message: 'identity credentials refresh failed', error: event.error }),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
