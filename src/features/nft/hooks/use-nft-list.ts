import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { usePageParam, usePageRedirect } from '@/design-system';
import { useSession } from '@/machines';
import { retryingAfterFailure, usePrefetchNeighbours, type FailureMeta, type Nft } from '@/services/api';
import { decidePage } from '@/shared/paging';
import { nftPageQuery } from '../queries';

export const NFTS_FAILURE = { errorMessageId: 'errors.wallet.nfts', toastId: 'nft-list-error' } satisfies FailureMeta;

/** A page number no list reaches: a larger one is asked as this (the answer's last page then redirects). */
const IMPLAUSIBLE_PAGE = 10_000;

export type NftGridState =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'empty' }
  /** `stale`: the previous page shows while the next one loads. */
  | { kind: 'ready'; nfts: Nft[]; stale: boolean };

export interface NftList {
  page: number;
  totalPages: number | undefined;
  goToPage: (page: number) => void;
  grid: NftGridState;
  retry: () => void;
}

/** The page of NFTs in the URL (?page=N) by the wallet's page rule; a failure toasts once (query meta). */
export function useNftList(): NftList {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const signedIn = status === 'signedIn';
  const userId = user?.userId || undefined;
  const { raw, goToPage } = usePageParam();
  const requested = decidePage(raw).page;
  const pageQuery = useQuery({
    ...nftPageQuery(userId, Math.min(requested, IMPLAUSIBLE_PAGE)),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    meta: NFTS_FAILURE,
  });
  const lastPage = pageQuery.data?.meta.last_page;
  const decision = decidePage(raw, lastPage);
  usePageRedirect(decision);

  // The neighbouring pages, fetched ahead so the arrows answer at once.
  const neighbourQuery = useCallback((page: number) => nftPageQuery(userId, page), [userId]);
  usePrefetchNeighbours({
    enabled: signedIn && pageQuery.isSuccess && !pageQuery.isPlaceholderData,
    page: decision.kind === 'show' ? decision.page : undefined,
    lastPage,
    pageQuery: neighbourQuery,
  });

  const grid = useMemo((): NftGridState => {
    if (decision.kind === 'redirect') return { kind: 'loading' };
    if (pageQuery.data) {
      if (pageQuery.data.data.length === 0)
        // Past the end: the redirect to the last page follows; no NFTs at all is the empty state.
        return pageQuery.data.meta.total > 0 ? { kind: 'loading' } : { kind: 'empty' };
      return { kind: 'ready', nfts: pageQuery.data.data, stale: pageQuery.isPlaceholderData };
    }
    if (pageQuery.isError) return { kind: 'error', error: pageQuery.error };
    return { kind: 'loading' };
  }, [decision.kind, pageQuery.data, pageQuery.isPlaceholderData, pageQuery.isError, pageQuery.error]);

  const retry = useCallback(() => {
    retryingAfterFailure(queryClient, NFTS_FAILURE.toastId);
    void pageQuery.refetch();
  }, [queryClient, pageQuery]);

  return { page: decision.page, totalPages: lastPage, goToPage, grid, retry };
}
