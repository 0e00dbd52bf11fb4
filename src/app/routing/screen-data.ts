import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { waitFor } from 'xstate';
import { sessionOf, type RootActorRef } from '@/machines';
import { loadedOnce } from '@/shared/loading/loaded-once';
import { nextTask } from '@/services/scheduling/next-task';
import type { RouteName } from '@/shared/routes';
import { loadAppQueryClient } from '../query/app-query-client';
import { decideFor } from './guard-loader';

/** Starts a screen's first requests in the app's query client, for the signed-in customer at this URL. */
export type StartScreenData = (queryClient: QueryClient, userId: string | undefined, search: URLSearchParams) => void;

/**
 * Screens whose first requests start with the route's code instead of after the screen's first render: on a
 * first visit they then travel while the layout and the screen are built (render-as-you-fetch), with the main
 * layout's user record. Each is asked
 * for once: the loader runs at every navigation to its screen (a page change too), and every `import()` runs the
 * build's preload helper over each file of the chunk again.
 */
const screenData: Partial<Record<RouteName, () => Promise<StartScreenData>>> = {
  wallet: loadedOnce(async () => (await import('@/features/wallet')).prefetchWalletHome),
};

async function start(root: RootActorRef, load: () => Promise<StartScreenData>, url: URL): Promise<void> {
  // The loader runs inside the router's creation on a first visit: the rest (asking for the screen's code, then
  // its requests) in a task of its own.
  await nextTask();
  const snapshot = await waitFor(sessionOf(root), (session) => !session.matches('initialising'));
  // Only what the guard lets through: a redirected visit asks for nothing.
  if (!snapshot.matches('signedIn') || decideFor(url, snapshot).type !== 'allow') return;
  const userId = snapshot.context.user?.userId || undefined;
  const [startData, queryClient, { prefetchLayoutUser }] = await Promise.all([
    load(),
    loadAppQueryClient(),
    // In the main layout's chunk, which the screen's route loads anyway.
    import('../layouts/useLayoutUser'),
  ]);
  startData(queryClient, userId, url.searchParams);
  if (userId) prefetchLayoutUser(queryClient, userId);
}

/**
 * The route's loader for a screen with early requests: starts them and returns at once, so the navigation
 * never waits for data (the screen shows its loading states, then takes the requests over in flight).
 */
export function screenDataLoader(root: RootActorRef, name: RouteName): LoaderFunction | undefined {
  const load = screenData[name];
  if (!load) return undefined;
  return ({ request }) => {
    // A stopped root (the page leaving) or a screen that fails to load: the screen's own requests still run.
    start(root, load, new URL(request.url)).catch(() => undefined);
    return null;
  };
}
