import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { usePageParam, usePageRedirect, useQueryParams } from '@/design-system';
import { useSession } from '@/machines';
import {
  retryingAfterFailure,
  usePrefetchNeighbours,
  type FailureMeta,
  type Transaction,
  type TransactionFilters,
} from '@/services/api';
import { decidePage } from '@/shared/paging';
import {
  isFiltered,
  readFilters,
  toApiFilters,
  withFilter,
  withoutFilters,
  type FilterKey,
  type HistoryFilters,
} from '../model/history-filters';
import { heldAssetsQuery, historyPageQuery } from '../queries';

const HISTORY_FAILURE = { errorMessageId: 'errors.wallet.transactions', toastId: 'history-error' } satisfies FailureMeta;

export type HistoryList =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  /** `filtered`: the hint to clear the filters applies. */
  | { kind: 'empty'; filtered: boolean }
  /** `stale`: the previous page shows while the next one loads. */
  | { kind: 'ready'; transactions: Transaction[]; stale: boolean; total: number };

export interface TransactionHistory {
  filters: HistoryFilters;
  /** The filters and order as the API takes them (the CSV export asks for every page with them). */
  apiFilters: TransactionFilters;
  setFilter: (key: FilterKey, value: string | undefined) => void;
  clearFilters: () => void;
  /** Symbols of the customer's assets, for the asset filter. */
  assetSymbols: string[];
  page: number;
  totalPages: number | undefined;
  goToPage: (page: number) => void;
  list: HistoryList;
  retry: () => void;
}

/**
 * The customer's time zone: date filters cover whole days there. Read once: it takes a new date formatter, about
 * a millisecond of a slow phone's time every time the screen opens.
 */
let zone: string | undefined;
const timeZone = () => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The transaction history's data: filters and order from the URL (so Back, reload and shared links keep
 * them), the page rule of the spec, one page of entries at a time.
 */
export function useTransactionHistory(): TransactionHistory {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const enabled = status === 'signedIn';
  const userId = user?.userId || undefined;
  const [searchParams, setSearchParams] = useQueryParams();
  // The same object while the filters stay the same: a page change or an opened entry is a new URL too, and
  // the filters bar (five selects) and the query key need not change with it. Only strings, so JSON is exact.
  const filtersKey = JSON.stringify(readFilters(searchParams));
  const filters = useMemo(() => JSON.parse(filtersKey) as HistoryFilters, [filtersKey]);
  const apiFilters = useMemo(() => toApiFilters(filters, timeZone()), [filters]);

  const { raw, goToPage } = usePageParam();
  const requested = decidePage(raw).page;
  const query = useQuery({
    ...historyPageQuery(userId, apiFilters, requested),
    enabled,
    placeholderData: keepPreviousData,
    meta: HISTORY_FAILURE,
  });
  const lastPage = query.data?.meta.last_page;
  const decision = decidePage(raw, lastPage);
  usePageRedirect(decision);

  // The neighbouring pages with the same filters, fetched ahead so the arrows answer at once.
  const neighbourQuery = useCallback((page: number) => historyPageQuery(userId, apiFilters, page), [userId, apiFilters]);
  usePrefetchNeighbours({
    enabled: enabled && query.isSuccess && !query.isPlaceholderData,
    page: decision.kind === 'show' ? decision.page : undefined,
    lastPage,
    pageQuery: neighbourQuery,
  });

  const assets = useQuery({ ...heldAssetsQuery(), enabled });
  const assetSymbols = useMemo(() => (assets.data?.data ?? []).map((asset) => asset.symbol).sort(), [assets.data]);

  // A new history entry per change (Back undoes it); the router leaves the scroll alone for a query change.
  // Stable callbacks (the setter changes with the router's location), so the memoised filters bar stays put.
  const latestSetSearchParams = useRef(setSearchParams);
  useEffect(() => {
    latestSetSearchParams.current = setSearchParams;
  }, [setSearchParams]);
  const setFilter = useCallback(
    (key: FilterKey, value: string | undefined) => latestSetSearchParams.current((current) => withFilter(current, key, value)),
    [],
  );
  const clearFilters = useCallback(() => latestSetSearchParams.current((current) => withoutFilters(current)), []);

  const list = useMemo((): HistoryList => {
    if (decision.kind === 'redirect') return { kind: 'loading' };
    if (query.data) {
      if (query.data.data.length > 0)
        return { kind: 'ready', transactions: query.data.data, stale: query.isPlaceholderData, total: query.data.meta.total };
      // Past the end: the redirect to the last page follows.
      return query.data.meta.total > 0 ? { kind: 'loading' } : { kind: 'empty', filtered: isFiltered(filters) };
    }
    if (query.isError) return { kind: 'error', error: query.error };
    return { kind: 'loading' };
  }, [decision.kind, query.data, query.isPlaceholderData, query.isError, query.error, filters]);

  const retry = useCallback(() => {
    retryingAfterFailure(queryClient, HISTORY_FAILURE.toastId);
    void query.refetch();
  }, [queryClient, query]);

  return {
    filters,
    apiFilters,
    setFilter,
    clearFilters,
    assetSymbols,
    page: decision.page,
    totalPages: lastPage,
    goToPage,
    list,
    retry,
  };
}
