import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { usePageParam, usePageRedirect } from '@/design-system';
import { useSession } from '@/machines';
import { queryKeys, retryingAfterFailure, usePrefetchNeighbours, type AssetAccount } from '@/services/api';
import { decidePage, lastPageFor, pageCutter } from '@/shared/paging';
import { indexPrices, type PriceIndex } from '../model/total-balance';
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
  /** Every account and the prices: the total section sums them (no accounts: '---'). */
  | { kind: 'ready'; accounts: readonly AssetAccount[]; priceIndex: PriceIndex }
  /** Not shown rather than wrong: the accounts or the prices could not be loaded. */
  | { kind: 'unavailable'; reason: 'accounts' | 'prices' };

export type GridState =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'empty' }
  /**
   * The page's accounts, priced by the section (cards). `stale`: the previous page shows while the next one loads.
   * `pageAt`: a page's accounts by its number, once pages are cut from every account (the section renders a page ahead with it).
   */
  | {
      kind: 'ready';
      accounts: readonly AssetAccount[];
      priceIndex: PriceIndex | undefined;
      stale: boolean;
      pageAt: PageAt | undefined;
    };

/** A page's accounts, cut from every account: the same array each time it is asked for. */
export type PageAt = (page: number) => readonly AssetAccount[];

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

const NO_PRICES: PriceIndex = new Map();

interface TotalInputs {
  accounts: AssetAccount[] | undefined;
  priceIndex: PriceIndex | undefined;
  pricesFailed: boolean;
  accountsFailed: boolean;
}

function totalStateOf({ accounts, priceIndex, pricesFailed, accountsFailed }: TotalInputs): TotalState {
  if (accounts) {
    if (accounts.length === 0) return { kind: 'ready', accounts, priceIndex: NO_PRICES };
    if (priceIndex) return { kind: 'ready', accounts, priceIndex };
    return pricesFailed ? { kind: 'unavailable', reason: 'prices' } : { kind: 'loading' };
  }
  return accountsFailed ? { kind: 'unavailable', reason: 'accounts' } : { kind: 'loading' };
}

interface GridInputs {
  redirecting: boolean;
  page: { data: AssetAccount[]; meta: { total: number } } | undefined;
  waitingForPrices: boolean;
  stale: boolean;
  failure: { error: unknown } | undefined;
  priceIndex: PriceIndex | undefined;
  pageAt: PageAt | undefined;
}

function gridStateOf({ redirecting, page, waitingForPrices, stale, failure, priceIndex, pageAt }: GridInputs): GridState {
  if (redirecting) return { kind: 'loading' };
  if (page && waitingForPrices) return { kind: 'loading' };
  if (page) {
    // Past the end: the redirect to the last page follows; an empty wallet says so.
    if (page.data.length === 0) return page.meta.total > 0 ? { kind: 'loading' } : { kind: 'empty' };
    return { kind: 'ready', accounts: page.data, priceIndex, stale, pageAt };
  }
  if (failure) return { kind: 'error', error: failure.error };
  return { kind: 'loading' };
}

/**
 * What the wallet home needs whatever the page: every account (the total, and the pages cut from it) and the
 * prices. The screen's part that reads the URL's page takes it, so a page change does not run these queries' hooks
 * again (ADR 0026, session 94).
 */
export interface WalletBasics {
  signedIn: boolean;
  userId: string | undefined;
  /** Every account of the customer, once in. */
  every: AssetAccount[] | undefined;
  everyFailed: boolean;
  refetchEvery: () => Promise<unknown>;
  priceIndex: PriceIndex | undefined;
  pricesSettled: boolean;
  pricesFailed: boolean;
  /** Asks for the prices again after their failure (ends its toast episode). */
  retryPrices: () => void;
}

/** Every account and the prices, asked for together as the screen opens. */
export function useWalletBasics(): WalletBasics {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const signedIn = status === 'signedIn';
  const userId = user?.userId || undefined;

  const all = useQuery({ ...allAccountsQuery(userId), enabled: signedIn, meta: ACCOUNTS_FAILURE });
  const prices = useQuery({ ...pricesQuery(), enabled: signedIn, meta: PRICES_FAILURE });
  const priceIndex = useMemo(() => (prices.data ? indexPrices(prices.data.data) : undefined), [prices.data]);

  const refetchPrices = prices.refetch;
  const retryPrices = useCallback(() => {
    retryingAfterFailure(queryClient, PRICES_FAILURE.toastId);
    void refetchPrices();
  }, [queryClient, refetchPrices]);

  const pricesSettled = prices.status !== 'pending';
  return useMemo(
    () => ({
      signedIn,
      userId,
      every: all.data,
      everyFailed: all.isError,
      refetchEvery: all.refetch,
      priceIndex,
      pricesSettled,
      pricesFailed: prices.isError,
      retryPrices,
    }),
    [signedIn, userId, all.data, all.isError, all.refetch, priceIndex, pricesSettled, prices.isError, retryPrices],
  );
}

/**
 * The wallet home's page: the asset accounts of the page in the URL (cut from every account once they are in,
 * else asked for), the total and the grid, which cards flash; failures carry their toast in `meta` (the query
 * client shows it). The page's request starts with the others; the total waits for every account.
 */
export function useWalletHome({
  signedIn,
  userId,
  every,
  everyFailed,
  refetchEvery,
  priceIndex,
  pricesSettled,
  pricesFailed,
  retryPrices,
}: WalletBasics): WalletHome {
  const queryClient = useQueryClient();

  // The page rule needs the last page: the full list may know it first, else the page's own answer says.
  const { raw, goToPage } = usePageParam();
  const knownLastPage = every ? lastPageFor(every.length, ASSETS_PER_PAGE) : undefined;
  const requested = decidePage(raw, knownLastPage).page;
  // Once every account is here (the total needs them), a page is cut from them: the same order as the API's
  // pages, so a page change is one render, with no request. Until then (or if that list fails) the page asks.
  // Each page is cut once, so the one rendered ahead of a click (pagesAhead) is the one the click shows.
  const cutter = useMemo(() => (every ? pageCutter(every, ASSETS_PER_PAGE) : undefined), [every]);
  const cutPage = cutter?.(requested);
  const pageAt = useMemo((): PageAt | undefined => cutter && ((number) => cutter(number).data), [cutter]);
  // Idle once pages are cut: its key then stays on the first page, so a page change builds no query that would
  // never run (a new entry in the cache, its observer moved over, a timer to collect the old one).
  const pageQuery = useQuery({
    ...accountsPageQuery(userId, cutPage ? 1 : requested),
    enabled: signedIn && !cutPage && (requested < IMPLAUSIBLE_PAGE || knownLastPage !== undefined),
    placeholderData: keepPreviousData,
    meta: ACCOUNTS_FAILURE,
  });
  const page = cutPage ?? pageQuery.data;
  const pageIsPrevious = !cutPage && pageQuery.isPlaceholderData;
  const pageFailed = !cutPage && pageQuery.isError;
  const lastPage = page?.meta.last_page ?? knownLastPage;
  const decision = decidePage(raw, lastPage);
  usePageRedirect(decision);

  // The cards wait (briefly) for the prices, so a dollar value never shows as the symbol first.
  const accountsAnswered = page !== undefined;
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
    ready: pageFailed || (accountsAnswered && !waitingForPrices),
    onDeposit: refreshAccounts,
  });

  // The neighbouring pages, fetched ahead so the arrows answer at once (cut pages need nothing fetched).
  const neighbourQuery = useCallback((number: number) => accountsPageQuery(userId, number), [userId]);
  usePrefetchNeighbours({
    enabled: signedIn && !cutPage && pageQuery.isSuccess && !pageQuery.isPlaceholderData,
    page: decision.kind === 'show' ? decision.page : undefined,
    lastPage,
    pageQuery: neighbourQuery,
  });

  const accountsForTotal = everyAccount(every, pageIsPrevious ? undefined : page);

  // The total's and the cards' states follow deferred inputs: an answer first re-renders the screen with what it
  // showed (React renders a query's update at once, in one task), then the sections follow in a transition, which
  // React renders in slices a slow phone's browser can interrupt (total blocking time). The sums and the cards'
  // dollar values are computed in the sections themselves, each its own slice of work.
  const totalInputs = useDeferredValue(
    useMemo(
      (): TotalInputs => ({ accounts: accountsForTotal, priceIndex, pricesFailed, accountsFailed: everyFailed }),
      [accountsForTotal, priceIndex, pricesFailed, everyFailed],
    ),
  );
  const total = useMemo(() => totalStateOf(totalInputs), [totalInputs]);

  const gridInputs = useDeferredValue(
    useMemo(
      (): GridInputs => ({
        redirecting: decision.kind === 'redirect',
        page,
        waitingForPrices,
        stale: pageIsPrevious,
        failure: pageFailed ? { error: pageQuery.error } : undefined,
        priceIndex,
        pageAt,
      }),
      [decision.kind, page, waitingForPrices, pageIsPrevious, pageFailed, pageQuery.error, priceIndex, pageAt],
    ),
  );
  const grid = useMemo(() => gridStateOf(gridInputs), [gridInputs]);

  // Stable while nothing they use changes, so the sections that take them can skip a render.
  const { refetch: refetchPage } = pageQuery;
  const retryAccounts = useCallback(() => {
    retryingAfterFailure(queryClient, ACCOUNTS_FAILURE.toastId);
    if (pageFailed) void refetchPage();
    if (everyFailed) void refetchEvery();
  }, [queryClient, pageFailed, refetchPage, everyFailed, refetchEvery]);

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
