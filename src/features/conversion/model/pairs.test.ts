import { describe, expect, it } from 'vitest';
import type { ConverterDefinition } from '@/services/api';
import { allowedPairs, findPair, fromAssets, initialPair, pickTo, toAssets } from './pairs';

const pair = (fromAsset: string, toAsset: string, enabled = true): ConverterDefinition => ({
  id: `${fromAsset}>${toAsset}`,
  fromAssetId: fromAsset.toLowerCase(),
  fromAsset,
  toAssetId: toAsset.toLowerCase(),
  toAsset,
  minAmount: '1',
  maxAmount: '10',
  feePercent: '0.1',
  enabled,
});

const pairs = allowedPairs([
  pair('ETH', 'BTC'),
  pair('BTC', 'ETH'),
  pair('BTC', 'USDT'),
  pair('SHIB', 'BTC', false),
  pair('ETH', 'USDC'),
]);

describe('conversion pairs', () => {
  it('offers only enabled pairs', () => {
    expect(fromAssets(pairs)).toEqual(['ETH', 'BTC']);
    expect(toAssets(pairs, 'BTC')).toEqual(['ETH', 'USDT']);
    expect(findPair(pairs, 'SHIB', 'BTC')).toBeUndefined();
  });

  it('starts from the asked asset, else BTC, with USDT when allowed', () => {
    expect(initialPair(pairs)).toEqual({ from: 'BTC', to: 'USDT' });
    expect(initialPair(pairs, { from: 'eth' })).toEqual({ from: 'ETH', to: 'BTC' });
    expect(initialPair(pairs, { from: 'SHIB' })).toEqual({ from: 'BTC', to: 'USDT' });
    expect(initialPair([])).toBeNull();
  });

  it('keeps the wanted target when the new source allows it', () => {
    expect(pickTo(pairs, 'ETH', 'USDC')).toBe('USDC');
    expect(pickTo(pairs, 'ETH', 'USDT')).toBe('BTC');
  });
});
