import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchMissing } from './prefetch-missing';

export interface NeighbourPages<Data, Key extends QueryKey> {
  /** Off until the page shown has settled (signed in, its own answer in, not the previous page's). */
  enabled: boolean;
  /** The page shown. */
  page: number | undefined;
  lastPage: number | undefined;
  /**
   * The query of a page: the list's own options, so the cache entry is the one it reads. Keep it stable
   * (useCallback): a new one asks for the neighbours again.
   */
  pageQuery: (page: number) => FetchQueryOptions<Data, Error, Data, Key>;
}

/**
 * Fetches the pages either side of the one shown, so the arrows of a paged list answer from the cache: a page
 * change is then one render with the new entries, not a busy page, a request and a second render. A neighbour
 * the cache holds, even stale, already answers at once (the list refreshes a stale page when it shows it): only a
 * missing or invalidated one is asked for.
 */
export function usePrefetchNeighbours<Data, Key extends QueryKey>({
  enabled,
  page,
  lastPage,
  pageQuery,
}: NeighbourPages<Data, Key>): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || page === undefined || lastPage === undefined) return;
    for (const neighbour of [page - 1, page + 1]) {
      if (neighbour >= 1 && neighbour <= lastPage) prefetchMissing(queryClient, pageQuery(neighbour));
    }
  }, [enabled, page, lastPage, queryClient, pageQuery]);
}
