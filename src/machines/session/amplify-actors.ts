import { fromCallback, fromPromise } from 'xstate';
import {
  listenToAuthEvents,
  listenToOtherTabsSigningOut,
  loadSession,
  refreshIdentityCredentials,
  sessionRefresher,
  type AuthSession,
} from '@/services/auth';
import { toSessionEvent, type SessionEvent } from './session.machine';

/** The session machine's actors on Amplify (the app's; tests provide fakes instead). */
export const amplifySessionActors = {
  loadSession: fromPromise<AuthSession | null>(() => loadSession()),
  refreshSession: fromPromise<AuthSession | null, { force: boolean }>(({ input }) =>
    sessionRefresher.ensureFresh({ forceRefresh: input.force }),
  ),
  refreshCredentials: fromPromise<undefined>(async () => {
    await refreshIdentityCredentials();
    return undefined;
  }),
  authEvents: fromCallback<SessionEvent>(({ sendBack }) => listenToAuthEvents((event) => sendBack(toSessionEvent(event)))),
  networkStatus: fromCallback<SessionEvent>(({ sendBack }) => {
    const online = () => sendBack({ type: 'NETWORK.ONLINE' });
    globalThis.addEventListener('online', online);
    return () => globalThis.removeEventListener('online', online);
  }),
  otherTabs: fromCallback<SessionEvent>(({ sendBack }) =>
    listenToOtherTabsSigningOut(() => sendBack({ type: 'REMOTE.SIGNED_OUT' })),
  ),
};
