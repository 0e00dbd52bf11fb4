import type { Network } from '@/services/api';

/** One network an asset moves on, and whether deposits and withdrawals are open on it now. */
export interface AssetNetwork {
  id: string;
  name: string;
  protocol: string;
  status: Network['status'];
  depositOpen: boolean;
  withdrawOpen: boolean;
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
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
