import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;

/**
 * The page's one query client, created with TanStack Query's code when a signed-in screen first needs it (the
 * main layout loads it, and the notifications effects): the signed-out screens download neither.
 */
export function loadAppQueryClient(): Promise<QueryClient> {
  loading ??= import('../query-client').then(({ createQueryClient }) => (client = createQueryClient()));
  return loading;
}

/** The query client once loaded (the main layout renders only after loadAppQueryClient). */
export function loadedAppQueryClient(): QueryClient | undefined {
  return client;
}
