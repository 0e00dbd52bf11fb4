import type { Asset } from '@/services/api';
import { assetIcon } from '../art';
import { ASSETS } from '../catalog';

export function buildAssets(): Asset[] {
  return ASSETS.map((spec) => ({
    id: spec.id,
    symbol: spec.symbol,
    name: spec.name,
    imageUrl: assetIcon(spec.symbol, spec.color),
    decimals: spec.decimals,
    kind: spec.kind,
    depositEnabled: true,
    withdrawEnabled: true,
    networkIds: [...spec.networks],
  }));
}
