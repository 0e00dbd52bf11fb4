import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { waitFor } from 'xstate';
import { useSessionActor, type SessionActorRef } from '@/machines';
import { takeRedirectPath } from '@/services/storage';
import { pathTo } from '@/shared/routes';

/**
 * Waits until the session machine has taken the new session in. Amplify announces the sign-in on its Hub
 * (which the machine follows) before signIn() returns; if the machine has not seen it, it is told.
 */
export async function settleSignedIn(session: SessionActorRef): Promise<boolean> {
  const settled = (snapshot: ReturnType<SessionActorRef['getSnapshot']>) => !snapshot.matches('initialising');
  let snapshot = await waitFor(session, settled);
  if (!snapshot.matches('signedIn')) {
    session.send({ type: 'SIGNED_IN' });
    snapshot = await waitFor(session, settled);
  }
  return snapshot.matches('signedIn');
}

/**
 * After a successful sign-in: the session is settled, then the app continues to the stored post-login
 * target (sanitised: same-origin paths only) or the wallet. The guard takes new users on to /registered.
 * Resolves false when the session could not be read (the screen shows an error).
 */
export function useCompleteSignIn(): () => Promise<boolean> {
  const session = useSessionActor();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await settleSignedIn(session))) return false;
    await navigate(takeRedirectPath() ?? pathTo('wallet'), { replace: true });
    return true;
  }, [session, navigate]);
}
