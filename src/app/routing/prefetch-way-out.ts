import { preloadToaster } from '@/design-system';
import { afterFirstScreen } from '@/services/scheduling/first-screen';
import { nextTask } from '@/services/scheduling/next-task';
import { screens } from './screens';

/** What this needs of the session actor. */
export interface SessionLike {
  getSnapshot(): { matches(state: 'signedIn'): boolean };
  subscribe(listener: (snapshot: { matches(state: 'signedIn'): boolean }) => void): { unsubscribe(): void };
}

interface Options {
  /** Loads the screens a signed-in tab ends on. */
  load?: () => Promise<unknown>;
  /** Runs the load once the first screen is shown and the browser has nothing else to do. */
  whenIdle?: (run: () => void) => void;
}

/**
 * Sign-in (lost session, idle timeout, another tab's sign-out) and home (signing out) share one chunk; the
 * Toaster shows the notice they end with ("You have been logged out."). One after the other, a task apart: asking
 * for a chunk adds a preload link for each chunk it needs, and both at once made one long task on a slow phone.
 * Their texts are downloaded, not shown: added to the interface, they re-rendered the whole signed-in layout and
 * screen once more, a second after it had appeared.
 */
const loadWayOut = async () => {
  await screens['sign-in'].preload();
  await screens.home.preload();
  await nextTask();
  await preloadToaster();
};

/**
 * Once a tab is signed in, its first screen shown and the browser idle, the screens it will end on (and the
 * Toaster) are loaded, so the way out never waits for the network: another tab's sign-out shows sign-in at once (a
 * navigation waits for its route's chunk before the URL changes), and a session lost offline or after a deploy
 * still reaches sign-in. A failed load is left to the navigation, which loads again.
 */
export function prefetchWayOut(session: SessionLike, { load = loadWayOut, whenIdle = afterFirstScreen }: Options = {}): void {
  let scheduled = false;
  const schedule = () => {
    scheduled = true;
    whenIdle(() => void load().catch(() => undefined));
  };
  if (session.getSnapshot().matches('signedIn')) {
    schedule();
    return;
  }
  const subscription = session.subscribe((snapshot) => {
    if (scheduled || !snapshot.matches('signedIn')) return;
    schedule();
    subscription.unsubscribe();
  });
}
