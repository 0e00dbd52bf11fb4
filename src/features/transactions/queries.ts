import { queryOptions } from '@tanstack/react-query';
import { walletQueries, type AccountFilters, type TransactionFilters, type TransactionStatus } from '@/services/api';
import { isUnsettled } from './model/transaction-lines';

/** How often a list with a pending or processing entry asks again (a background tab waits: TanStack Query's default). */
export const UNSETTLED_REFRESH_MS = 5000;

/** Every 5 s while an entry shown can still change by itself; not at all once every entry has settled. */
/** What the refresh rule reads of a page: each entry's status (a TransactionPage has it). */
export interface StatusPage {
  data: ReadonlyArray<{ status: TransactionStatus }>;
}

export function refreshWhileUnsettled(page: StatusPage | undefined): number | false {
  return page?.data.some((transaction) => isUnsettled(transaction.status)) ? UNSETTLED_REFRESH_MS : false;
}

const live = (options: ReturnType<typeof walletQueries.transactions>) =>
  queryOptions({ ...options, refetchInterval: (query) => refreshWhileUnsettled(query.state.data) });

/** Entries shown under an asset's header; "See all" opens the full history filtered by the asset. */
export const LATEST_TRANSACTIONS = 5;

function ownerFilter(userId: string | undefined): { userId?: string } {
  return userId ? { userId } : {};
}

/** The customer's account of one asset (the contract's `asset` filter, as in /wallet/{asset}). */
export function assetAccountQuery(userId: string | undefined, symbol: string) {
  const filters: AccountFilters = { ...ownerFilter(userId), asset: symbol, per_page: 1 };
  return walletQueries.accounts(filters);
}

/** The newest entries of one asset (either side of a conversion). */
export function latestTransactionsQuery(userId: string | undefined, symbol: string) {
  const filters: TransactionFilters = {
    ...ownerFilter(userId),
    asset: symbol,
    per_page: LATEST_TRANSACTIONS,
    sort_by: 'createdAt',
    sort_order: 'desc',
  };
  return live(walletQueries.transactions(filters));
}

export const networksQuery = walletQueries.networks;
export const pricesQuery = walletQueries.prices;

/** Entries per page of the history. */
export const HISTORY_PER_PAGE = 20;

/** One page of the history with the filters and order of the URL. */
export function historyPageQuery(userId: string | undefined, filters: TransactionFilters, page: number) {
  return live(walletQueries.transactions({ ...ownerFilter(userId), ...filters, page, per_page: HISTORY_PER_PAGE }));
}

/** The assets the customer holds, for the asset filter (the contract's largest page: far beyond any customer). */
export function heldAssetsQuery() {
  return walletQueries.assets({ held: true, per_page: 200 });
}

/** One entry by its id (a shared link to an entry that is not on the page shown); refreshed while it can change. */
export function transactionByIdQuery(userId: string | undefined, id: string) {
  return live(walletQueries.transactions({ ...ownerFilter(userId), id, per_page: 1 }));
}

/** An entry's status history, oldest first; asked again with the entry while it can still change. */
export function transactionLogsQuery(txId: string, unsettled: boolean) {
  return queryOptions({
    ...walletQueries.transactionLogs(txId),
    refetchInterval: unsettled ? UNSETTLED_REFRESH_MS : false,
  });
}

/** How many of the latest withdrawals of an asset tell a known sender from an unknown one (ADR 0017). */
export const KNOWN_SENDER_WINDOW = 100;

/** The customer's latest withdrawals of one asset: the addresses they have sent to. */
export function recentWithdrawalsQuery(userId: string | undefined, symbol: string) {
  return walletQueries.transactions({
    ...ownerFilter(userId),
    asset: symbol,
    type: 'withdrawal',
    per_page: KNOWN_SENDER_WINDOW,
    sort_by: 'createdAt',
    sort_order: 'desc',
  });
}
