import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/design-system';
import { useSession } from '@/machines';
import { retryingAfterFailure, type AssetAccount, type FailureMeta, type Transaction } from '@/services/api';
import type { DecimalString } from '@/shared/money';
import { pathTo } from '@/shared/routes';
import { networksOfAsset, type AssetNetwork } from '../model/asset-networks';
import { dollarValueOf } from '../model/asset-value';
import { assetAccountQuery, latestTransactionsQuery, networksQuery, pricesQuery } from '../queries';

const ACCOUNT_FAILURE = { errorMessageId: 'errors.wallet.accounts', toastId: 'asset-account-error' } satisfies FailureMeta;
const PRICES_FAILURE = { errorMessageId: 'errors.wallet.converter', toastId: 'asset-prices-error' } satisfies FailureMeta;
const NETWORKS_FAILURE = { errorMessageId: 'errors.wallet.networks', toastId: 'asset-networks-error' } satisfies FailureMeta;
const TRANSACTIONS_FAILURE = {
  errorMessageId: 'errors.wallet.transactions',
  toastId: 'asset-transactions-error',
} satisfies FailureMeta;
/** One toast however often an unknown asset is opened in a row. */
export const UNKNOWN_ASSET_TOAST = 'asset-unknown';

/** A section's data: a skeleton, the reason with a retry, or the data. */
export type Section<Data> = { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready'; data: Data };

export interface AssetHeaderData {
  account: AssetAccount;
  /** Dollars, rounded to cents; null while prices load or fail, or when the asset has no price. */
  usdValue: DecimalString | null;
  pricesLoading: boolean;
}

export interface AssetDetail {
  header: Section<AssetHeaderData>;
  networks: Section<AssetNetwork[]>;
  transactions: Section<Transaction[]>;
  retryAccount: () => void;
  retryNetworks: () => void;
  retryTransactions: () => void;
}

function sectionOf<Data>(query: { isError: boolean; error: unknown }, data: Data | undefined): Section<Data> {
  if (data !== undefined) return { kind: 'ready', data };
  if (query.isError) return { kind: 'error', error: query.error };
  return { kind: 'loading' };
}

/**
 * The asset detail's data: the customer's account of the asset in the URL with its dollar value, the
 * networks it moves on, its latest entries. An asset the customer has no account of goes back to the
 * wallet with an error toast. The four requests start together; each section waits only for its own.
 */
export function useAssetDetail(symbol: string): AssetDetail {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const enabled = status === 'signedIn';
  const userId = user?.userId || undefined;

  const account = useQuery({ ...assetAccountQuery(userId, symbol), enabled, meta: ACCOUNT_FAILURE });
  const prices = useQuery({ ...pricesQuery(), enabled, meta: PRICES_FAILURE });
  const networks = useQuery({ ...networksQuery(), enabled, meta: NETWORKS_FAILURE });
  const transactions = useQuery({ ...latestTransactionsQuery(userId, symbol), enabled, meta: TRANSACTIONS_FAILURE });

  const found = account.data?.data[0];
  const unknown = account.data !== undefined && found === undefined;
  useEffect(() => {
    if (!unknown) return;
    toast.error({ id: 'transactions.asset.unknown', values: { asset: symbol } }, { id: UNKNOWN_ASSET_TOAST });
    void navigate(pathTo('wallet'), { replace: true });
  }, [unknown, symbol, navigate]);

  const header = useMemo((): Section<AssetHeaderData> => {
    if (found) {
      const usdValue = prices.data ? dollarValueOf(found.balance, found.asset, prices.data.data) : null;
      return { kind: 'ready', data: { account: found, usdValue, pricesLoading: prices.isPending } };
    }
    if (account.isError) return { kind: 'error', error: account.error };
    return { kind: 'loading' };
  }, [found, prices.data, prices.isPending, account.isError, account.error]);

  const networkList = useMemo(
    () => (networks.data ? networksOfAsset(networks.data.data, symbol) : undefined),
    [networks.data, symbol],
  );

  const retryAccount = useCallback(() => {
    retryingAfterFailure(queryClient, ACCOUNT_FAILURE.toastId);
    void account.refetch();
    if (prices.isError) {
      retryingAfterFailure(queryClient, PRICES_FAILURE.toastId);
      void prices.refetch();
    }
  }, [queryClient, account, prices]);
  const retryNetworks = useCallback(() => {
    retryingAfterFailure(queryClient, NETWORKS_FAILURE.toastId);
    void networks.refetch();
  }, [queryClient, networks]);
  const retryTransactions = useCallback(() => {
    retryingAfterFailure(queryClient, TRANSACTIONS_FAILURE.toastId);
    void transactions.refetch();
  }, [queryClient, transactions]);

  return {
    header,
    networks: sectionOf(networks, networkList),
    transactions: sectionOf(transactions, transactions.data?.data),
    retryAccount,
    retryNetworks,
    retryTransactions,
  };
}
