import type { ConverterDefinition } from '@/services/api';
import { ASSETS, assetSpec, type AssetSpec } from '../catalog';
import type { DemoDatabase } from '../types';
import { nextId } from './ids';
import { unitsFor } from './units';

export function buildConverterDefinitions(db: DemoDatabase): ConverterDefinition[] {
  const priced = ASSETS.filter((spec) => spec.price !== null);
  const pairs = new Set<string>();
  for (const spec of priced) {
    for (const base of ['usdt', 'btc']) if (spec.id !== base) pairs.add(`${spec.id}>${base}`).add(`${base}>${spec.id}`);
  }
  for (const extra of ['usdc>usdt', 'usdt>usdc', 'eth>btc', 'btc>eth', 'usdt>tryb', 'tryb>usdt', 'eth>usdc', 'usdc>eth'])
    pairs.add(extra);
  return [...pairs].map((pair) => {
    const [fromId = '', toId = ''] = pair.split('>');
    const from = assetSpec(fromId) as AssetSpec;
    const to = assetSpec(toId) as AssetSpec;
    return {
      id: nextId(db, 'cdef'),
      fromAssetId: from.id,
      fromAsset: from.symbol,
      toAssetId: to.id,
      toAsset: to.symbol,
      minAmount: unitsFor(from, 5, 5),
      maxAmount: unitsFor(from, 50_000, 50_000),
      feePercent: from.kind === 'stablecoin' && to.kind === 'stablecoin' ? '0.05' : '0.1',
      enabled: pair !== 'shib>btc',
    };
  });
}
