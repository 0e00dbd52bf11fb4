import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { StoredUser } from '@/services/storage';
import { onAuthEvent, sessionOf, signOutOf } from '../root/root.machine';
import type { ResettingAuthEvent, SessionActorRef, SessionSnapshot } from '../session/session.machine';
import type { SignOutActorRef, SignOutSnapshot } from '../sign-out/sign-out.machine';
import { useRootActor } from './RootActorProvider';

export type SessionStatus = 'initialising' | 'signedIn' | 'signedOut';

export function selectSessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return 'initialising';
}

export const selectUser = (snapshot: SessionSnapshot): StoredUser | null => snapshot.context.user;
export const selectRefreshing = (snapshot: SessionSnapshot): boolean => snapshot.matches({ signedIn: { tokens: 'refreshing' } });
export const selectSigningOut = (snapshot: SignOutSnapshot): boolean =>
  snapshot.matches('signingOut') || snapshot.matches('revoking') || snapshot.matches('redirectingToProvider');

export function useSessionActor(): SessionActorRef {
  return sessionOf(useRootActor());
}

export function useSignOutActor(): SignOutActorRef {
  return signOutOf(useRootActor());
}

export interface SessionView {
  status: SessionStatus;
  /** The `cognito_user` record while signed in. */
  user: StoredUser | null;
  /** A token refresh is under way. */
  refreshing: boolean;
}

/** The session's status and user profile (re-renders only when one of them changes). */
export function useSession(): SessionView {
  const session = useSessionActor();
  const status = useSelector(session, selectSessionStatus);
  const user = useSelector(session, selectUser);
  const refreshing = useSelector(session, selectRefreshing);
  return useMemo(() => ({ status, user, refreshing }), [status, user, refreshing]);
}

export interface SignOutView {
  signOut: () => void;
  /** The sign-out is under way (e.g. to disable the Log Out button). */
  pending: boolean;
}

export function useSignOut(): SignOutView {
  const actor = useSignOutActor();
  const pending = useSelector(actor, selectSigningOut);
  // The Log Out button: a sign-out by choice (it also removes the user's drafts).
  const signOut = useCallback(() => actor.send({ type: 'SIGN_OUT', reason: 'choice' }), [actor]);
  return useMemo(() => ({ signOut, pending }), [signOut, pending]);
}

/** Calls `listener` on signedIn / signedOut / signInWithRedirect (e.g. to reset the real-time connection). */
export function useAuthEvents(listener: (event: ResettingAuthEvent) => void): void {
  const root = useRootActor();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onAuthEvent(root, (event) => latest.current(event)), [root]);
}
