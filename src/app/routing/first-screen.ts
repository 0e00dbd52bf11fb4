import { afterNextPaint } from '@/services/scheduling/first-screen';

/** What this needs of the query client. */
export interface QueryClientLike {
  isFetching(): number;
  getQueryCache(): { subscribe(listener: () => void): () => void };
}

let committed: () => void = () => undefined;
const firstCommit = new Promise<void>((resolve) => (committed = resolve));

/**
 * The root route's first commit (RootRoute's effect): the first screen and its layout are on the page, and their
 * effects, which start the screen's requests, have run (a child's effects run before its parent's).
 */
export function markFirstScreenCommitted(): void {
  committed();
}

/** Resolves once the first screen's requests have all answered (at once when none is running). */
function noneFetching(client: QueryClientLike): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves once the page's first screen has its data: it has committed (`commit`), painted, none of its requests is
 * still running, and a frame has passed (a screen may render the answer as a transition; what waits for this also
 * waits for an idle moment). A signed-out screen has no query client: its first paint is enough.
 */
export async function firstScreenSettled(
  queryClient: () => QueryClientLike | undefined,
  commit: Promise<void> = firstCommit,
): Promise<void> {
  await commit;
  await afterNextPaint();
  const client = queryClient();
  if (!client || client.isFetching() === 0) return;
  await noneFetching(client);
  await afterNextPaint();
}
