import { createActor, setup, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import type { AccessTokenSource } from '@/services/auth';
import { saveUtmSourceFromQuery } from '@/services/storage';
import { getFreshAccessToken } from '../session/fresh-token';
import { sessionMachine, type ResettingAuthEvent, type SessionActorRef } from '../session/session.machine';
import { signOutMachine, type SignOutActorRef, type SignOutNotice } from '../sign-out/sign-out.machine';

/**
 * The app's root actor: started once, it runs the long-lived machines as children with system ids —
 * `session` and `signOut` — which find each other through the actor system (the session asks `signOut` to
 * log the user out after a failed refresh; `signOut` tells `session` when it has finished). On start it
 * records the utm source from the current query string when none is stored (spec section 4).
 */
export const rootMachine = setup({
  types: {
    children: {} as { session: 'session'; signOut: 'signOut' },
  },
  actors: {
    session: sessionMachine,
    signOut: signOutMachine,
  },
  actions: {
    captureUtmSource: () => {
      saveUtmSourceFromQuery(globalThis.location?.search ?? '');
    },
  },
}).createMachine({
  id: 'root',
  entry: 'captureUtmSource',
  invoke: [
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'signOut', systemId: 'signOut', src: 'signOut' },
  ],
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
}

/** Creates (does not start) the root actor with the app's notify and navigate. */
export function createRootActor(
  { notify, navigate, session = {}, signOut = {} }: RootDependencies = {},
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
    actors: { session: sessionMachine.provide(session), signOut: signOutLogic },
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

/** An access-token source backed by the session machine (one refresh in flight for all callers). */
export function sessionAccessTokenSource(root: RootActorRef): AccessTokenSource {
  return () => getFreshAccessToken(sessionOf(root));
}

/** Asks the sign-out flow to sign the user out. */
export function signOut(root: RootActorRef): void {
  signOutOf(root).send({ type: 'SIGN_OUT' });
}
