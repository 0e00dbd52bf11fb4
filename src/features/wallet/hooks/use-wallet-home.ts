import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePageParam, usePageRedirect, type AssetItem } from '@/design-system';
import { useSession } from '@/machines';
import { queryKeys, retryingAfterFailure, usePrefetchNeighbours, type AssetAccount } from '@/services/api';
import type { DecimalString } from '@/shared/money';
import { decidePage, lastPageFor } from '@/shared/paging';
import { pathTo } from '@/shared/routes';
import { computeTotalBalance, indexPrices, usdValueOf } from '../model/total-balance';
import {
  ACCOUNTS_FAILURE,
  accountsPageQuery,
  allAccountsQuery,
  ASSETS_PER_PAGE,
  IMPLAUSIBLE_PAGE,
  PRICES_FAILURE,
  pricesQuery,
} from '../queries';
import { useFlashingAssets } from './use-flashing-assets';

/**
 * How long the cards wait for the prices once the accounts are there. Both requests start together, so
 * this is normally a few hundred milliseconds, and the cards then appear once with their dollar values
 * instead of showing each symbol first; a slow converter does not hold the balances back for longer.
 */
export const PRICES_PATIENCE_MS = 1500;

export type TotalState =
  | { kind: 'loading' }
  /** total null: no accounts ('---'). */
  | { kind: 'ready'; total: DecimalString | null; accounts: number; excluded: string[] }
  /** Not shown rather than wrong: the accounts or the prices could not be loaded. */
  | { kind: 'unavailable'; reason: 'accounts' | 'prices' };

export type GridState =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'empty' }
  /** `stale`: the previous page shows while the next one loads. */
  | { kind: 'ready'; assets: AssetItem[]; stale: boolean };

export interface WalletHome {
  page: number;
  /** Known once the first answer arrives. */
  totalPages: number | undefined;
  goToPage: (page: number) => void;
  total: TotalState;
  grid: GridState;
  flashingSymbols: string[];
  retryAccounts: () => void;
  retryPrices: () => void;
}

/** Accounts that the total can be computed from now: all of them, or a page that holds all of them. */
function everyAccount(all: AssetAccount[] | undefined, page: { data: AssetAccount[]; meta: { total: number } } | undefined) {
  if (all) return all;
  if (page && page.meta.total === page.data.length) return page.data;
  return undefined;
}

/**
 * The wallet home's data: the page of asset accounts in the URL, every account and the prices for the
 * total, which cards flash; failures carry their toast in `meta` (the query client shows it). The three requests start together; the grid
 * needs only its page, the total waits for the rest.
 */
export function useWalletHome(): WalletHome {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const signedIn = status === 'signedIn';
  const userId = user?.userId || undefined;

  const all = useQuery({ ...allAccountsQuery(userId), enabled: signedIn, meta: ACCOUNTS_FAILURE });
  const prices = useQuery({ ...pricesQuery(), enabled: signedIn, meta: PRICES_FAILURE });

  // The page rule needs the last page: the full list may know it first, else the page's own answer says.
  const { raw, goToPage } = usePageParam();
  const knownLastPage = all.data ? lastPageFor(all.data.length, ASSETS_PER_PAGE) : undefined;
  const requested = decidePage(raw, knownLastPage).page;
  const pageQuery = useQuery({
    ...accountsPageQuery(userId, requested),
    enabled: signedIn && (requested < IMPLAUSIBLE_PAGE || knownLastPage !== undefined),
    placeholderData: keepPreviousData,
    meta: ACCOUNTS_FAILURE,
  });
  const lastPage = pageQuery.data?.meta.last_page ?? knownLastPage;
  const decision = decidePage(raw, lastPage);
  usePageRedirect(decision);

  // The cards wait (briefly) for the prices, so a dollar value never shows as the symbol first.
  const accountsAnswered = pageQuery.data !== undefined;
  const pricesSettled = prices.status !== 'pending';
  const [pricesOverdue, setPricesOverdue] = useState(false);
  useEffect(() => {
    if (!accountsAnswered || pricesSettled || pricesOverdue) return;
    const timer = setTimeout(() => setPricesOverdue(true), PRICES_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [accountsAnswered, pricesSettled, pricesOverdue]);
  const waitingForPrices = !pricesSettled && !pricesOverdue;

  const refreshAccounts = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.accounts.all }, { cancelRefetch: false });
  }, [queryClient]);
  const flashingSymbols = useFlashingAssets({
    ready: pageQuery.isError || (accountsAnswered && !waitingForPrices),
    onDeposit: refreshAccounts,
  });

  // The neighbouring pages, fetched ahead so the arrows answer at once.
  const neighbourQuery = useCallback((page: number) => accountsPageQuery(userId, page), [userId]);
  usePrefetchNeighbours({
    enabled: signedIn && pageQuery.isSuccess && !pageQuery.isPlaceholderData,
    page: decision.kind === 'show' ? decision.page : undefined,
    lastPage,
    pageQuery: neighbourQuery,
  });

  const priceIndex = useMemo(() => (prices.data ? indexPrices(prices.data.data) : undefined), [prices.data]);
  const accountsForTotal = everyAccount(all.data, pageQuery.isPlaceholderData ? undefined : pageQuery.data);

  const total = useMemo((): TotalState => {
    if (accountsForTotal) {
      if (accountsForTotal.length === 0) return { kind: 'ready', total: null, accounts: 0, excluded: [] };
      if (priceIndex) {
        const { total: sum, excluded } = computeTotalBalance(accountsForTotal, priceIndex);
        return { kind: 'ready', total: sum, accounts: accountsForTotal.length, excluded };
      }
      return prices.isError ? { kind: 'unavailable', reason: 'prices' } : { kind: 'loading' };
    }
    return all.isError ? { kind: 'unavailable', reason: 'accounts' } : { kind: 'loading' };
  }, [accountsForTotal, priceIndex, prices.isError, all.isError]);

  const grid = useMemo((): GridState => {
    if (decision.kind === 'redirect') return { kind: 'loading' };
    if (pageQuery.data && waitingForPrices) return { kind: 'loading' };
    if (pageQuery.data) {
      if (pageQuery.data.data.length === 0) {
        // Past the end: the redirect to the last page follows; an empty wallet says so.
        return pageQuery.data.meta.total > 0 ? { kind: 'loading' } : { kind: 'empty' };
      }
      const assets = pageQuery.data.data.map((account): AssetItem => ({
        id: account.id,
        symbol: account.asset,
        name: account.assetObj.name,
        iconUrl: account.assetObj.imageUrl,
        href: pathTo('asset-detail', { asset: account.asset }),
        balance: account.balance,
        usdValue: priceIndex ? usdValueOf(account, priceIndex) : null,
      }));
      return { kind: 'ready', assets, stale: pageQuery.isPlaceholderData };
    }
    if (pageQuery.isError) return { kind: 'error', error: pageQuery.error };
    return { kind: 'loading' };
  }, [
    decision.kind,
    pageQuery.data,
    waitingForPrices,
    pageQuery.isPlaceholderData,
    pageQuery.isError,
    pageQuery.error,
    priceIndex,
  ]);

  // Stable while nothing they use changes, so the sections that take them can skip a render.
  const { isError: pageFailed, refetch: refetchPage } = pageQuery;
  const { isError: allFailed, refetch: refetchAll } = all;
  const retryAccounts = useCallback(() => {
    retryingAfterFailure(queryClient, ACCOUNTS_FAILURE.toastId);
    if (pageFailed) void refetchPage();
    if (allFailed) void refetchAll();
  }, [queryClient, pageFailed, refetchPage, allFailed, refetchAll]);

  const refetchPrices = prices.refetch;
  const retryPrices = useCallback(() => {
    retryingAfterFailure(queryClient, PRICES_FAILURE.toastId);
    void refetchPrices();
  }, [queryClient, refetchPrices]);

  return {
    page: decision.page,
    totalPages: lastPage,
    goToPage,
    total,
    grid,
    flashingSymbols,
    retryAccounts,
    retryPrices,
  };
}
