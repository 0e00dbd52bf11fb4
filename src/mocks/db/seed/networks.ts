import type { Network, NetworkAsset } from '@/services/api';
import { ASSETS, NETWORKS, networkFeeUsd, type NetworkSpec } from '../catalog';
import type { Random } from '../prng';
import { unitsFor } from './units';

export function explorerTxUrl(network: NetworkSpec, txHash: string): string {
  return `${network.explorer}/tx/${txHash}`;
}

export function buildNetworks(random: Random): Network[] {
  return NETWORKS.map((network) => {
    const assets: NetworkAsset[] = ASSETS.filter((spec) => spec.networks.includes(network.id)).map((spec) => {
      const native = spec.symbol === network.nativeAsset;
      return {
        assetId: spec.id,
        asset: spec.symbol,
        contractAddress: native ? null : network.address(random),
        decimals: spec.decimals,
        depositEnabled: true,
        // One pair is closed for withdrawals, as exchanges often have.
        withdrawEnabled: !(spec.id === 'gala' && network.id === 'bsc'),
        depositMin: unitsFor(spec, 1, 1),
        withdrawMin: unitsFor(spec, 10, 10),
        withdrawMax: spec.kind === 'stablecoin' ? unitsFor(spec, 250_000, 250_000) : null,
        withdrawFee: unitsFor(spec, networkFeeUsd(network.id), 1),
        memoRequired: network.memo !== undefined,
        memoLabel: network.memo?.label ?? null,
        addressRegex: network.addressRegex,
        memoRegex: network.memo?.regex ?? null,
      };
    });
    return {
      id: network.id,
      name: network.name,
      protocol: network.protocol,
      nativeAsset: network.nativeAsset,
      status: network.id === 'ethereum' ? 'congested' : network.id === 'filecoin' ? 'maintenance' : 'online',
      requiredConfirmations: network.requiredConfirmations,
      averageBlockSeconds: network.averageBlockSeconds,
      explorerTxUrl: `${network.explorer}/tx/{txHash}`,
      explorerAddressUrl: `${network.explorer}/address/{address}`,
      assets,
    };
  });
}
