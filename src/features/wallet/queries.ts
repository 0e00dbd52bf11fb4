import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  prefetchMissing,
  queryKeys,
  walletApi,
  walletQueries,
  type AccountFilters,
  type AssetAccount,
  type FailureMeta,
} from '@/services/api';
import { decidePage, PAGE_PARAM } from '@/shared/paging';

/** One toast for the accounts (the page and the full list fail for the same reason), one for the prices. */
export const ACCOUNTS_FAILURE = {
  errorMessageId: 'errors.wallet.accounts',
  toastId: 'wallet-accounts-error',
} satisfies FailureMeta;
export const PRICES_FAILURE = { errorMessageId: 'errors.wallet.converter', toastId: 'wallet-prices-error' } satisfies FailureMeta;

/** A page number no list reaches: until the last page is known, such a page waits instead of asking. */
export const IMPLAUSIBLE_PAGE = 10_000;

/** Cards per page of the Assets grid: fills 1, 2, 3 or 4 columns evenly. */
export const ASSETS_PER_PAGE = 12;
/** The contract's largest page (openapi/components/common.yaml, per_page maximum). */
export const LARGEST_PAGE = 200;
/** A safety stop: 50 × 200 accounts is far beyond any customer. */
const MAX_PAGES = 50;

/** One order for the grid and the total: by asset symbol, A → Z. */
const SORT = { sort_by: 'asset', sort_order: 'asc' } as const satisfies AccountFilters;

function ownerFilter(userId: string | undefined): AccountFilters {
  return userId ? { userId } : {};
}

/** One page of the customer's asset accounts (the wallet filters: page, sort_by, sort_order, userId). */
export function accountsPageQuery(userId: string | undefined, page: number) {
  return walletQueries.accounts({ ...ownerFilter(userId), ...SORT, page, per_page: ASSETS_PER_PAGE });
}

/**
 * Every asset account of the customer, for the total balance: the largest pages the contract allows,
 * the first one alone (it says how many there are) and the rest in parallel. The key sits under
 * `queryKeys.wallet.accounts.all`, so whatever refreshes the accounts (a deposit, a conversion, a
 * withdrawal) refreshes the total too.
 */
export function allAccountsQuery(userId: string | undefined) {
  const filters = { ...ownerFilter(userId), ...SORT };
  return queryOptions({
    queryKey: [...queryKeys.wallet.accounts.all, 'every', filters] as const,
    queryFn: async ({ signal }): Promise<AssetAccount[]> => {
      const first = await walletApi.listAccounts({ ...filters, page: 1, per_page: LARGEST_PAGE }, signal);
      const lastPage = Math.min(first.meta.last_page, MAX_PAGES);
      const rest = await Promise.all(
        Array.from({ length: lastPage - 1 }, (_, index) =>
          walletApi.listAccounts({ ...filters, page: index + 2, per_page: LARGEST_PAGE }, signal),
        ),
      );
      // An account that moved between pages while they were read must not count twice.
      const byId = new Map<string, AssetAccount>();
      for (const page of [first, ...rest]) for (const account of page.data) byId.set(account.id, account);
      return [...byId.values()];
    },
  });
}

/** Dollar prices of every asset (GET /converter). */
export const pricesQuery = walletQueries.prices;

/**
 * Starts the wallet home's requests before its screen renders (the route's loader calls it while the screen's
 * code arrives): the same queries as the screen's, so the screen takes them over in flight. The page is the
 * URL's when it is one to show; a page the rule redirects from waits for the screen, as it would without this.
 * With every account already in the cache, the screen cuts its page from them: no page is asked for.
 */
export function prefetchWalletHome(queryClient: QueryClient, userId: string | undefined, search: URLSearchParams): void {
  const everyAccount = allAccountsQuery(userId);
  const heldWhole = queryClient.getQueryData(everyAccount.queryKey) !== undefined;
  prefetchMissing(queryClient, { ...everyAccount, meta: ACCOUNTS_FAILURE });
  prefetchMissing(queryClient, { ...pricesQuery(), meta: PRICES_FAILURE });
  const decision = decidePage(search.get(PAGE_PARAM));
  if (!heldWhole && decision.kind === 'show' && decision.page < IMPLAUSIBLE_PAGE) {
    prefetchMissing(queryClient, { ...accountsPageQuery(userId, decision.page), meta: ACCOUNTS_FAILURE });
  }
}
