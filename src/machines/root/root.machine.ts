import { assign, createActor, setup, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import type { AccessTokenSource } from '@/services/auth';
import { saveUtmSourceFromQuery } from '@/services/storage';
import { idleMachine, type IdleActorRef } from '../idle/idle.machine';
import { notificationsMachine, type NotificationsActorRef } from '../notifications/notifications.machine';
import { getFreshAccessToken } from '../session/fresh-token';
import { sessionMachine, type ResettingAuthEvent, type SessionActorRef } from '../session/session.machine';
import { sessionUser } from '../session/session-user';
import { amplifySessionActors } from '../session/amplify-actors';
import { amplifySignOutActors } from '../sign-out/amplify-actors';
import { signOutMachine, type SignOutActorRef, type SignOutNotice } from '../sign-out/sign-out.machine';

export type RootEvent =
  /** A screen that shows notifications (the main layout) mounted / unmounted. */
  | { type: 'NOTIFICATIONS.OPEN' }
  | { type: 'NOTIFICATIONS.CLOSE' }
  /** The signed-in user changed (null: signed out). Sent by the `sessionUser` watcher. */
  | { type: 'SESSION.USER'; userId: string | null };

interface RootContext {
  /** Mounted screens that show notifications. */
  viewers: number;
  /** The signed-in user, kept while the session is read again after an auth event. */
  userId: string | null;
}

/**
 * The app's root actor: started once, it runs the long-lived machines as children with system ids —
 * `session` and `signOut`, which find each other through the actor system (the session asks `signOut` to
 * log the user out after a failed refresh; `signOut` tells `session` when it has finished) — and
 * `notifications` while a user is signed in and a screen shows them (the main layout: on entry it loads
 * the list and connects the feed; sign-out or leaving stops it; another user gets a fresh one). On start it
 * records the utm source from the current query string when none is stored (spec section 4).
 */
export const rootMachine = setup({
  types: {
    context: {} as RootContext,
    events: {} as RootEvent,
    children: {} as {
      session: 'session';
      signOut: 'signOut';
      sessionUser: 'sessionUser';
      notifications: 'notifications';
      idle: 'idle';
    },
  },
  actors: {
    session: sessionMachine,
    signOut: signOutMachine,
    sessionUser,
    notifications: notificationsMachine,
    idle: idleMachine,
  },
  actions: {
    captureUtmSource: () => {
      saveUtmSourceFromQuery(globalThis.location?.search ?? '');
    },
  },
  guards: {
    notificationsWanted: ({ context }) => context.viewers > 0 && context.userId !== null,
  },
}).createMachine({
  id: 'root',
  context: { viewers: 0, userId: null },
  entry: 'captureUtmSource',
  invoke: [
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'signOut', systemId: 'signOut', src: 'signOut' },
    { id: 'sessionUser', src: 'sessionUser' },
    // Issue 14: the idle timeout (after session and signOut, which it finds through the system).
    { id: 'idle', systemId: 'idle', src: 'idle', input: {} },
  ],
  on: {
    'NOTIFICATIONS.OPEN': { actions: assign({ viewers: ({ context }) => context.viewers + 1 }) },
    'NOTIFICATIONS.CLOSE': { actions: assign({ viewers: ({ context }) => Math.max(0, context.viewers - 1) }) },
    'SESSION.USER': { actions: assign({ userId: ({ event }) => event.userId }) },
  },
  initial: 'quiet',
  states: {
    quiet: {
      always: { guard: 'notificationsWanted', target: 'notifying' },
    },
    notifying: {
      invoke: {
        id: 'notifications',
        systemId: 'notifications',
        src: 'notifications',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
      },
      always: { guard: ({ context }) => context.viewers === 0 || context.userId === null, target: 'quiet' },
      on: {
        // Another user: a fresh machine (list, socket) for them, never the previous user's.
        'SESSION.USER': {
          guard: ({ context, event }) => event.userId !== null && event.userId !== context.userId,
          target: 'notifying',
          reenter: true,
          actions: assign({ userId: ({ event }) => event.userId }),
        },
      },
    },
  },
});

export type RootActorRef = ActorRefFrom<typeof rootMachine>;

type Implementations<TLogic extends { provide: (implementations: never) => AnyActorLogic }> = Parameters<TLogic['provide']>[0];

export interface RootDependencies {
  /** Shows a notice of the sign-out flow ('Sign out failed, retry later', 'You have been logged out.'). */
  notify?: (notice: SignOutNotice) => void;
  /** Client-side navigation (sign-out ends at '/'). */
  navigate?: (to: string) => void;
  /** Other implementations for the session machine (stories and tests). */
  session?: Implementations<typeof sessionMachine>;
  /** Other implementations for the sign-out machine (stories and tests). */
  signOut?: Implementations<typeof signOutMachine>;
  /** The notifications machine's side effects (game hub API, socket, toasts); placeholders without. */
  notifications?: Implementations<typeof notificationsMachine>;
  /** The idle machine's activity source (the browser's: `browserIdleImplementations`); none without. */
  idle?: Implementations<typeof idleMachine>;
}

/** The session and sign-out machines' side effects on Amplify: what the app (and Amplify-backed tests) provide. */
export const amplifyImplementations = {
  session: { actors: amplifySessionActors },
  signOut: { actors: amplifySignOutActors },
} satisfies Pick<RootDependencies, 'session' | 'signOut'>;

/**
 * Creates (does not start) the root actor. Every machine starts from its placeholders: pass the real side
 * effects (`...amplifyImplementations`, the notifications implementations) or a test's fakes.
 */
export function createRootActor(
  { notify, navigate, session = {}, signOut = {}, notifications = {}, idle = {} }: RootDependencies = {},
  options: Pick<ActorOptions<typeof rootMachine>, 'clock' | 'inspect'> = {},
): RootActorRef {
  const signOutLogic = signOutMachine.provide({
    ...signOut,
    actions: {
      ...(notify ? { notify: (_: unknown, notice: SignOutNotice) => notify(notice) } : {}),
      ...(navigate ? { navigate: (_: unknown, params: { to: string }) => navigate(params.to) } : {}),
      ...signOut.actions,
    },
  });
  const logic = rootMachine.provide({
    actors: {
      session: sessionMachine.provide(session),
      signOut: signOutLogic,
      notifications: notificationsMachine.provide(notifications),
      idle: idleMachine.provide(idle),
    },
  });
  return createActor(logic, { ...options, systemId: 'root' });
}

function child<T>(ref: T | undefined, name: string): T {
  if (!ref) throw new Error(`The root actor has no ${name} child.`);
  return ref;
}

export function sessionOf(root: RootActorRef): SessionActorRef {
  return child(root.getSnapshot().children.session, 'session');
}

export function signOutOf(root: RootActorRef): SignOutActorRef {
  return child(root.getSnapshot().children.signOut, 'signOut');
}

/** The notifications machine, while it runs (a user is signed in and a screen shows notifications). */
export function notificationsOf(root: RootActorRef): NotificationsActorRef | undefined {
  return root.getSnapshot().children.notifications;
}

/** The idle-timeout machine (issue 14). */
export function idleOf(root: RootActorRef): IdleActorRef {
  return child(root.getSnapshot().children.idle, 'idle');
}

/**
 * Calls `listener` on the auth events after which the real-time connection is reset (signedIn, signedOut,
 * signInWithRedirect). Returns the unsubscribe function.
 */
export function onAuthEvent(root: RootActorRef, listener: (event: ResettingAuthEvent) => void): () => void {
  const subscription = sessionOf(root).on('authEvent', (emitted) => listener(emitted.event));
  return () => subscription.unsubscribe();
}

/** Calls `listener` when a token refresh fails for good (the user is being logged out). */
export function onRefreshFailure(root: RootActorRef, listener: (error: unknown) => void): () => void {
  const subscription = sessionOf(root).on('refreshFailed', (emitted) => listener(emitted.error));
  return () => subscription.unsubscribe();
}

/**
 * Calls `listener` when a signed-in user's session ends (sign-out here or in another tab, a lost session) or
 * another user takes its place: what was loaded for that user (the query cache) must go. Returns the
 * unsubscribe function.
 */
export function onSessionEnd(root: RootActorRef, listener: () => void): () => void {
  const userOf = (snapshot: ReturnType<SessionActorRef['getSnapshot']>) =>
    snapshot.matches('signedIn') ? (snapshot.context.user?.userId ?? null) : null;
  const session = sessionOf(root);
  let last = userOf(session.getSnapshot());
  const subscription = session.subscribe((snapshot) => {
    // Re-reading the session after an auth event passes through `initialising`: the user is still the same.
    if (snapshot.matches('initialising')) return;
    const userId = userOf(snapshot);
    if (last !== null && userId !== last) listener();
    last = userId;
  });
  return () => subscription.unsubscribe();
}

/** An access-token source backed by the session machine (one refresh in flight for all callers). */
export function sessionAccessTokenSource(root: RootActorRef): AccessTokenSource {
  return () => getFreshAccessToken(sessionOf(root));
}

/** Asks the sign-out flow to sign the user out. */
export function signOut(root: RootActorRef): void {
  signOutOf(root).send({ type: 'SIGN_OUT' });
}
