import type { Network } from '@/services/api';
import type { DecimalString } from '@/shared/money';

/** Why deposits of the asset cannot go to a network now. */
export type DepositClosedReason = 'maintenance' | 'paused';

/** One network an asset can be received on, with what the customer must know before sending. */
export interface ReceiveNetwork {
  id: string;
  name: string;
  protocol: string;
  status: Network['status'];
  /** null when deposits are open. */
  closedReason: DepositClosedReason | null;
  /** The smallest deposit credited, in the asset. */
  depositMin: DecimalString;
  confirmations: number;
  /** Confirmations times the average block time: when a sent deposit is expected (seconds). */
  arrivalSeconds: number;
  memoRequired: boolean;
  /** What the network calls its memo (memo, tag, comment). */
  memoLabel: string | null;
  /** The asset is the network's own coin (its payment URI scheme applies). */
  native: boolean;
}

/** The networks that carry the asset, by name. Maintenance closes a network whatever the asset's switch says. */
export function receiveNetworksOf(networks: readonly Network[], assetId: string): ReceiveNetwork[] {
  return networks
    .flatMap((network): ReceiveNetwork[] => {
      const entry = network.assets.find((asset) => asset.assetId === assetId);
      if (!entry) return [];
      const closedReason: DepositClosedReason | null =
        network.status === 'maintenance' ? 'maintenance' : entry.depositEnabled ? null : 'paused';
      return [
        {
          id: network.id,
          name: network.name,
          protocol: network.protocol,
          status: network.status,
          closedReason,
          depositMin: entry.depositMin,
          confirmations: network.requiredConfirmations,
          arrivalSeconds: Math.max(1, network.requiredConfirmations) * network.averageBlockSeconds,
          memoRequired: entry.memoRequired,
          memoLabel: entry.memoLabel,
          native: entry.contractAddress === null && network.nativeAsset === entry.asset,
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The estimated arrival in whole minutes, at least one. */
export function arrivalMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
