import type { QueryClient } from '@tanstack/react-query';
import { loadedOnce } from '@/shared/loading/loaded-once';

let client: QueryClient | undefined;

/**
 * The page's one query client, created with TanStack Query's code when a signed-in screen first needs it (the
 * main layout loads it, and the notifications effects): the signed-out screens download neither. A failed
 * download is tried again at the next call.
 */
export const loadAppQueryClient: () => Promise<QueryClient> = loadedOnce(() =>
  import('../query-client').then(({ createQueryClient }) => (client = createQueryClient())),
);

/** The query client once loaded (the main layout renders only after loadAppQueryClient). */
export function loadedAppQueryClient(): QueryClient | undefined {
  return client;
}
