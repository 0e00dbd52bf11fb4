import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fetches a query ahead only when the cache lacks it or holds it invalidated (after a deposit, a withdrawal): data
 * it holds, even stale, is the screen's queries' to refresh by their own rules when they show it. The app's
 * prefetches run again at every page change (a route's loader, the neighbour pages), and asking for stale data there
 * reloaded what the screen already showed (every account, for a click on "next").
 */
export function prefetchMissing<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): void {
  void queryClient.prefetchQuery({ ...options, staleTime: Infinity });
}
