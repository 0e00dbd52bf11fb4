import { afterNextPaint } from '@/services/scheduling/first-screen';

/** What this needs of the router. */
export interface RouterLike {
  readonly state: { initialized: boolean; navigation: { state: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/** What this needs of the query client. */
export interface QueryClientLike {
  isFetching(): number;
  getQueryCache(): { subscribe(listener: () => void): () => void };
}

function until<T>(subscribe: (listener: () => void) => () => void, ready: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const now = ready();
    if (now !== undefined) return resolve(now);
    const stop = subscribe(() => {
      const value = ready();
      if (value === undefined) return;
      stop();
      resolve(value);
    });
  });
}

/**
 * Resolves once the page's first screen is shown with its data: the first navigation has ended (guard, code,
 * texts), the screen has painted, none of its requests is still running, and that answer has painted too. A
 * signed-out screen has no query client: its first paint is enough.
 */
export async function firstScreenSettled(router: RouterLike, queryClient: () => QueryClientLike | undefined): Promise<void> {
  const idle = () => (router.state.initialized && router.state.navigation.state === 'idle' ? true : undefined);
  await until((listener) => router.subscribe(listener), idle);
  // The screen's queries start when it mounts: after its first paint they are running.
  await afterNextPaint();
  const client = queryClient();
  if (!client || client.isFetching() === 0) return;
  await until(
    (listener) => client.getQueryCache().subscribe(listener),
    () => (client.isFetching() === 0 ? true : undefined),
  );
  await afterNextPaint();
}
