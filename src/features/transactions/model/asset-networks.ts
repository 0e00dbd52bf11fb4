import type { Network } from '@/services/api';

/** One network an asset moves on, and whether deposits and withdrawals are open on it now. */
export interface AssetNetwork {
  id: string;
  name: string;
  protocol: string;
  status: Network['status'];
  depositOpen: boolean;
  withdrawOpen: boolean;
  /** The asset is the network's own coin (BTC on Bitcoin): its home network. */
  native: boolean;
}

/**
 * The networks that carry `symbol`, by name. A network under maintenance takes nothing in or out,
 * whatever the asset's own switches say.
 */
export function networksOfAsset(networks: readonly Network[], symbol: string): AssetNetwork[] {
  const wanted = symbol.toUpperCase();
  return networks
    .flatMap((network) => {
      const entry = network.assets.find((asset) => asset.asset.toUpperCase() === wanted);
      if (!entry) return [];
      const open = network.status !== 'maintenance';
      return [
        {
          id: network.id,
          name: network.name,
          protocol: network.protocol,
          status: network.status,
          depositOpen: open && entry.depositEnabled,
          withdrawOpen: open && entry.withdrawEnabled,
          native: network.nativeAsset.toUpperCase() === wanted,
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The network Send starts on: the asset's home network when withdrawals are open there, else the first
 * open one by name; none when no network takes withdrawals now (Send then asks).
 */
export function sendNetworkOf(networks: readonly AssetNetwork[]): string | undefined {
  const open = networks.filter((network) => network.withdrawOpen);
  return (open.find((network) => network.native) ?? open[0])?.id;
}
