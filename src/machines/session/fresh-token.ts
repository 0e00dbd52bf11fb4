import { waitFor } from 'xstate';
import { isAccessTokenExpired, RefreshError } from '@/services/auth';
import type { SessionActorRef, SessionSnapshot } from './session.machine';

const isRefreshing = (snapshot: SessionSnapshot): boolean => snapshot.matches({ signedIn: { tokens: 'refreshing' } });
const isSettled = (snapshot: SessionSnapshot): boolean => !snapshot.matches('initialising') && !isRefreshing(snapshot);

/** The snapshot's access token while it has not expired (seconds, clock drift, a few seconds early), else null. */
function unexpiredToken(snapshot: SessionSnapshot, nowMs: number): string | null {
  const current = snapshot.context.session;
  if (!current) return null;
  const expired = isAccessTokenExpired({ exp: current.accessTokenExp, clockDriftMs: current.clockDriftMs, nowMs });
  return expired ? null : current.accessToken;
}

/**
 * Whether the stored session, read now, answers a request at once: it is known, no refresh is under way, and a
 * signed-in customer's access token has not expired (signed out, there is no token to wait for). Otherwise
 * getFreshAccessToken would wait: for the session to be read, or for a refresh.
 */
export function isSessionReadyNow(snapshot: SessionSnapshot, nowMs: number = Date.now()): boolean {
  if (snapshot.matches('initialising') || isRefreshing(snapshot)) return false;
  return !snapshot.matches('signedIn') || unexpiredToken(snapshot, nowMs) !== null;
}

/**
 * The access token for the next request, from the session machine: fresh as it is, or refreshed first when
 * it has expired (seconds, clock drift, a few seconds early) or `forceRefresh` is set. Every caller arriving
 * while a refresh runs waits for that same refresh (the machine is in `refreshing` once; further REFRESH
 * events are not taken there). Null when nobody is signed in or the refresh token was refused; rejects with
 * a network RefreshError when the refresh found no network and the session was kept (the request can be retried).
 */
export async function getFreshAccessToken(
  session: SessionActorRef,
  { forceRefresh = false, now = () => Date.now() }: { forceRefresh?: boolean; now?: () => number } = {},
): Promise<string | null> {
  let snapshot = session.getSnapshot();
  if (snapshot.matches('initialising')) snapshot = await waitFor(session, (next) => !next.matches('initialising'));
  if (!snapshot.matches('signedIn')) return null;

  if (!isRefreshing(snapshot)) {
    const token = forceRefresh ? null : unexpiredToken(snapshot, now());
    if (token !== null) return token;
    session.send({ type: 'REFRESH', force: forceRefresh });
  }

  const settled = await waitFor(session, isSettled);
  if (!settled.matches('signedIn')) return null;
  if (settled.matches({ signedIn: { tokens: 'retryWaiting' } })) {
    throw new RefreshError('network', settled.context.refreshError);
  }
  return settled.context.session?.accessToken ?? null;
}
