import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useQueryParams } from '@/design-system';
import { useSession } from '@/machines';
import { retryingAfterFailure, walletMutations, type WalletAddress } from '@/services/api';
import { receiveNetworksOf, type ReceiveNetwork } from '../model/receive-networks';
import { findReceiveAsset, receiveAssetsOf, type ReceiveAsset } from '../model/receive-options';
import {
  ACCOUNTS_FAILURE,
  ADDRESS_FAILURE,
  ASSETS_FAILURE,
  CREATE_ACCOUNT_FAILURE,
  GENERATE_FAILURE,
  NETWORKS_FAILURE,
  networksQuery,
  ownAccountsQuery,
  supportedAssetsQuery,
  walletAddressQuery,
} from '../queries';
import { useActionKey } from './use-action-key';

/** The URL's names for the choice: `/receive?asset=BTC&network=bitcoin`. */
export const ASSET_PARAM = 'asset';
export const NETWORK_PARAM = 'network';

/** What the address panel shows. */
export type AddressPanelState =
  | { kind: 'loading' }
  | { kind: 'load-error'; error: unknown }
  | { kind: 'choose-asset' }
  | { kind: 'no-account'; asset: ReceiveAsset }
  | { kind: 'no-networks'; asset: ReceiveAsset }
  | { kind: 'choose-network'; asset: ReceiveAsset }
  | { kind: 'closed'; asset: ReceiveAsset; network: ReceiveNetwork }
  | { kind: 'address-loading'; asset: ReceiveAsset; network: ReceiveNetwork }
  | { kind: 'address-error'; asset: ReceiveAsset; network: ReceiveNetwork; error: unknown }
  | { kind: 'no-address'; asset: ReceiveAsset; network: ReceiveNetwork; generateError: unknown }
  | { kind: 'ready'; asset: ReceiveAsset; network: ReceiveNetwork; address: WalletAddress };

export interface Receive {
  /** Every supported asset (undefined while loading). */
  assets: ReceiveAsset[] | undefined;
  asset: ReceiveAsset | undefined;
  /** The chosen asset's networks (undefined until an asset and the networks are there). */
  networks: ReceiveNetwork[] | undefined;
  network: ReceiveNetwork | undefined;
  panel: AddressPanelState;
  chooseAsset: (symbol: string) => void;
  chooseNetwork: (networkId: string) => void;
  /** Opens an account of the chosen asset (POST /accounts). */
  createAccount: () => void;
  creatingAccount: boolean;
  generate: () => void;
  generating: boolean;
  retryLoad: () => void;
  retryAddress: () => void;
}

/**
 * The receive screen's data and actions. The choice lives in the URL (Back and reload keep it); an asset
 * without an account gets one first; an address missing on a network is generated on request, once per
 * action key, so a retry never makes a second one.
 */
export function useReceive(): Receive {
  const queryClient = useQueryClient();
  const [params, setParams] = useQueryParams();
  const { status } = useSession();
  const enabled = status === 'signedIn';
  const { keyFor, done } = useActionKey();

  const assetsQuery = useQuery({ ...supportedAssetsQuery(), enabled, meta: ASSETS_FAILURE });
  const accountsQuery = useQuery({ ...ownAccountsQuery(), enabled, meta: ACCOUNTS_FAILURE });
  const networkListQuery = useQuery({ ...networksQuery(), enabled, meta: NETWORKS_FAILURE });
  const createAccountMutation = useMutation({ ...walletMutations.createAccount(), meta: CREATE_ACCOUNT_FAILURE });
  const generateMutation = useMutation({ ...walletMutations.generateWalletAddress(), meta: GENERATE_FAILURE });

  const createdAssetId = createAccountMutation.data?.assetId;
  const assets = useMemo(() => {
    if (!assetsQuery.data || !accountsQuery.data) return undefined;
    return receiveAssetsOf(assetsQuery.data.data, accountsQuery.data.data).map((asset) =>
      // The account just opened counts as held before the accounts list is fetched again.
      asset.id === createdAssetId && asset.balance === null ? { ...asset, balance: '0' } : asset,
    );
  }, [assetsQuery.data, accountsQuery.data, createdAssetId]);
  const asset = assets ? findReceiveAsset(assets, params.get(ASSET_PARAM)) : undefined;
  const networks = useMemo(
    () => (asset && networkListQuery.data ? receiveNetworksOf(networkListQuery.data.data, asset.id) : undefined),
    [asset, networkListQuery.data],
  );
  const networkId = params.get(NETWORK_PARAM);
  const network = networks?.find((item) => item.id === networkId);

  // One network leaves nothing to choose: take it (replacing the entry, so Back skips it).
  const only = networks?.length === 1 ? networks[0] : undefined;
  useEffect(() => {
    if (!only || networkId === only.id) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(NETWORK_PARAM, only.id);
        return next;
      },
      { replace: true },
    );
  }, [only, networkId, setParams]);

  const held = asset !== undefined && asset.balance !== null;
  const open = network !== undefined && network.closedReason === null;
  const addressQuery = useQuery({
    ...walletAddressQuery(asset?.id ?? '', network?.id ?? ''),
    enabled: enabled && held && open,
    meta: ADDRESS_FAILURE,
  });

  const openAccount = useCallback(
    (target: ReceiveAsset) => {
      if (createAccountMutation.isPending) return;
      const action = `account:${target.id}`;
      createAccountMutation.mutate({ assetId: target.id, idempotencyKey: keyFor(action) }, { onSuccess: () => done(action) });
    },
    [createAccountMutation, keyFor, done],
  );
  const createAccount = useCallback(() => {
    if (asset) openAccount(asset);
  }, [asset, openAccount]);

  const chooseAsset = useCallback(
    (symbol: string) => {
      createAccountMutation.reset();
      generateMutation.reset();
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(ASSET_PARAM, symbol);
        next.delete(NETWORK_PARAM);
        return next;
      });
      // Choosing an asset the customer has no account of opens one (the wallet shows it once AC_CREATED arrives).
      const chosen = assets ? findReceiveAsset(assets, symbol) : undefined;
      if (chosen && chosen.balance === null) openAccount(chosen);
    },
    [assets, createAccountMutation, generateMutation, openAccount, setParams],
  );
  const chooseNetwork = useCallback(
    (id: string) => {
      generateMutation.reset();
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(NETWORK_PARAM, id);
        return next;
      });
    },
    [generateMutation, setParams],
  );

  const generate = useCallback(() => {
    if (!asset || !network || generateMutation.isPending) return;
    const action = `address:${asset.id}/${network.id}`;
    generateMutation.mutate(
      { assetId: asset.id, networkId: network.id, idempotencyKey: keyFor(action) },
      { onSuccess: () => done(action) },
    );
  }, [asset, network, generateMutation, keyFor, done]);

  const loadError = assetsQuery.error ?? accountsQuery.error ?? networkListQuery.error;
  const retryLoad = useCallback(() => {
    if (assetsQuery.isError) {
      retryingAfterFailure(queryClient, ASSETS_FAILURE.toastId);
      void assetsQuery.refetch();
    }
    if (accountsQuery.isError) {
      retryingAfterFailure(queryClient, ACCOUNTS_FAILURE.toastId);
      void accountsQuery.refetch();
    }
    if (networkListQuery.isError) {
      retryingAfterFailure(queryClient, NETWORKS_FAILURE.toastId);
      void networkListQuery.refetch();
    }
  }, [queryClient, assetsQuery, accountsQuery, networkListQuery]);
  const retryAddress = useCallback(() => void addressQuery.refetch(), [addressQuery]);

  const panel = ((): AddressPanelState => {
    if (!assets || !networks) {
      if (loadError) return { kind: 'load-error', error: loadError };
      if (assets && !asset) return { kind: 'choose-asset' };
      return { kind: 'loading' };
    }
    if (!asset) return { kind: 'choose-asset' };
    if (!held) return { kind: 'no-account', asset };
    if (networks.length === 0) return { kind: 'no-networks', asset };
    if (!network) return { kind: 'choose-network', asset };
    if (network.closedReason) return { kind: 'closed', asset, network };
    if (addressQuery.data) return { kind: 'ready', asset, network, address: addressQuery.data };
    if (addressQuery.data === null) return { kind: 'no-address', asset, network, generateError: generateMutation.error };
    if (addressQuery.isError) return { kind: 'address-error', asset, network, error: addressQuery.error };
    return { kind: 'address-loading', asset, network };
  })();

  return {
    assets,
    asset,
    networks,
    network,
    panel,
    chooseAsset,
    chooseNetwork,
    createAccount,
    creatingAccount: createAccountMutation.isPending,
    generate,
    generating: generateMutation.isPending,
    retryLoad,
    retryAddress,
  };
}
