import { fromCallback } from 'xstate';
import type { SessionActorRef } from './session.machine';

/** Follows the session (systemId 'session') and tells its parent (the root, the idle machine) when the signed-in user changes (null: signed out). */
export const sessionUser = fromCallback<{ type: 'SESSION.USER'; userId: string | null }>(({ system, sendBack }) => {
  const session = system.get('session') as SessionActorRef | undefined;
  if (!session) return undefined;
  let last: string | null | undefined;
  const report = (snapshot: ReturnType<SessionActorRef['getSnapshot']>) => {
    const userId = snapshot.matches('signedOut') ? null : (snapshot.context.user?.userId ?? null);
    if (userId === last) return;
    last = userId;
    sendBack({ type: 'SESSION.USER', userId });
  };
  report(session.getSnapshot());
  const subscription = session.subscribe(report);
  return () => subscription.unsubscribe();
});
