import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '@/machines';
import { pastRecipients } from '@/services/addresses';
import { walletQueries, type AssetAccount, type FailureMeta, type Network, type NetworkAsset, type Price } from '@/services/api';

const ACCOUNTS_FAILURE = { errorMessageId: 'errors.wallet.accounts', toastId: 'send-accounts-error' } satisfies FailureMeta;
const NETWORKS_FAILURE = { errorMessageId: 'errors.wallet.networks', toastId: 'send-networks-error' } satisfies FailureMeta;

/** The contract's largest page: beyond any customer's number of accounts. */
const ALL = 200;

export interface NetworkOfAsset {
  network: Network;
  rules: NetworkAsset;
}

export interface SendData {
  accounts: AssetAccount[] | undefined;
  networks: Network[] | undefined;
  prices: Price[];
  recipients: string[];
  accountsFailed: boolean;
  networksFailed: boolean;
  retry: () => void;
}

/** What the send flow reads: the customer's accounts, the networks with their rules, prices, past recipients. */
export function useSendData(): SendData {
  const { user } = useSession();
  const owner = user?.userId ? { userId: user.userId } : {};
  const accounts = useQuery({ ...walletQueries.accounts({ ...owner, per_page: ALL }), meta: ACCOUNTS_FAILURE });
  const networks = useQuery({ ...walletQueries.networks(), meta: NETWORKS_FAILURE });
  const prices = useQuery(walletQueries.prices());
  const history = useQuery(
    walletQueries.transactions({
      ...owner,
      type: 'withdrawal',
      status: 'completed',
      per_page: ALL,
      sort_by: 'createdAt',
      sort_order: 'desc',
    }),
  );
  const recipients = useMemo(() => pastRecipients(history.data?.data ?? []), [history.data]);
  return {
    accounts: accounts.data?.data,
    networks: networks.data?.data,
    prices: prices.data?.data ?? [],
    recipients,
    accountsFailed: accounts.isError,
    networksFailed: networks.isError,
    retry: () => {
      void accounts.refetch();
      void networks.refetch();
    },
  };
}

/** The networks an asset moves on, each with the asset's rules there. */
export function networksOfAsset(networks: readonly Network[] | undefined, assetId: string): NetworkOfAsset[] {
  if (!networks || !assetId) return [];
  return networks.flatMap((network) => {
    const rules = network.assets.find((item) => item.assetId === assetId);
    return rules ? [{ network, rules }] : [];
  });
}
