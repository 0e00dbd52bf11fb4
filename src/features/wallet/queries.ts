import { queryOptions } from '@tanstack/react-query';
import { queryKeys, walletApi, walletQueries, type AccountFilters, type AssetAccount } from '@/services/api';

/** Cards per page of the Assets grid: fills 1, 2, 3 or 4 columns evenly. */
export const ASSETS_PER_PAGE = 12;
/** The contract's largest page (openapi/components/common.yaml, per_page maximum). */
const LARGEST_PAGE = 200;
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
