import { getFreshAccessToken, type SessionActorRef } from '@/machines';
import { isAccessTokenExpired } from '@/services/auth';

const isExpired = (session: SessionActorRef, nowMs: number): boolean => {
  const current = session.getSnapshot().context.session;
  return !current || isAccessTokenExpired({ exp: current.accessTokenExp, clockDriftMs: current.clockDriftMs, nowMs });
};

/** Starts a refresh when the session's access token has expired (one refresh in flight for everyone). */
export async function freshenAccessToken(session: SessionActorRef, now: () => number = Date.now): Promise<void> {
  if (!session.getSnapshot().matches('signedIn') || !isExpired(session, now())) return;
  try {
    await getFreshAccessToken(session, { now });
  } catch {
    // A transient refresh failure keeps the session; the socket's next auth request tries again.
  }
}

/**
 * The socket's token source. pusher-js asks synchronously (headersProvider), so this returns the session
 * machine's cached access token — which the machine replaces on every refresh. When it has expired, a
 * refresh is started for the next auth request; the socket itself keeps working, since the notification
 * channel is public and only the user sign-in needs the token.
 */
export function socketAccessToken(session: SessionActorRef, now: () => number = Date.now): () => string | undefined {
  return () => {
    const snapshot = session.getSnapshot();
    if (!snapshot.matches('signedIn')) return undefined;
    if (isExpired(session, now())) void freshenAccessToken(session, now);
    return snapshot.context.session?.accessToken;
  };
}
