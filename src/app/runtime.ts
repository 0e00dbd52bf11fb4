import { toast } from '@/design-system';
import {
  amplifyImplementations,
  browserIdleImplementations,
  createRootActor,
  onSessionEnd,
  sessionAccessTokenSource,
  sessionOf,
  type RootActorRef,
} from '@/machines';
import { config } from '@/services/config/env';
import { setAccessTokenSource } from '@/services/http/access-token';
import { markFirstScreenShown } from '@/services/scheduling/first-screen';
import { setImagePolicy } from '@/shared/images';
import { deferredNotificationsImplementations } from './deferred-notifications';
import { loadAppQueryClient, loadedAppQueryClient } from './query/app-query-client';
import { firstScreenSettled } from './routing/first-screen';
import { prefetchWayOut } from './routing/prefetch-way-out';
import type { AppRouter } from './routing/router';

export interface AppRuntime {
  root: RootActorRef;
  router: AppRouter;
  /** Called by App once its router is on the page: until then the first navigation cannot end (guard-loader.ts). */
  mounted: () => void;
}

/**
 * Everything that lives as long as the page (Amplify is configured when it first loads), the root actor
 * (session, sign-out and notifications machines), the API clients' access-token source, and the router with its
 * guard. The query client comes with the signed-in layout (query/app-query-client); its cache is cleared
 * whenever a user's session ends. `between` runs after the root actor is made, once it has started, and once the
 * router's code has run (before the router is made): boot.tsx hands over a new task at each, so a slow phone stays
 * responsive.
 */
export async function createAppRuntime(between: () => Promise<void> = () => Promise.resolve()): Promise<AppRuntime> {
  setImagePolicy({ hosts: config.imageHosts, apiOrigin: new URL(config.apiBaseUrl).origin });
  // The router needs the root actor (guard) and the sign-out flow needs the router (it ends at '/').
  const routerRef: { current?: AppRouter } = {};
  const root = createRootActor({
    ...amplifyImplementations,
    idle: browserIdleImplementations,
    notify: (notice) => toast.warning({ id: notice.messageId, values: 'values' in notice ? notice.values : undefined }),
    navigate: (to) => void routerRef.current?.navigate(to, { replace: true }),
    notifications: deferredNotificationsImplementations(async () => {
      const [{ notificationsEffects }, queryClient] = await Promise.all([
        import('@/features/notifications'),
        loadAppQueryClient(),
      ]);
      return notificationsEffects({ queryClient });
    }),
  });
  // Making the machines and starting them are each a long task on a slow phone (their code runs for the first time).
  await between();
  root.start();
  // Nothing loaded for one user outlives their session: the next user of this tab starts from an empty cache.
  onSessionEnd(root, () => loadedAppQueryClient()?.clear());
  const tokenSource = sessionAccessTokenSource(root);
  setAccessTokenSource(async () => (await tokenSource()) ?? undefined);
  // The router's code (a start-up stage of its own, deploy/start-up.ts), then the router: creating it starts its
  // first navigation (the guard, the screen's code). Each in a task of its own.
  await between();
  const { createAppRouter } = await import('./routing/router');
  await between();
  let mounted: () => void = () => undefined;
  const appMounted = new Promise<void>((resolve) => (mounted = resolve));
  const router = createAppRouter(root, appMounted);
  routerRef.current = router;
  // What serves later moments waits for the first screen and its data (services/scheduling/first-screen.ts).
  void firstScreenSettled(loadedAppQueryClient).then(markFirstScreenShown);
  prefetchWayOut(sessionOf(root));
  return { root, router, mounted };
}
