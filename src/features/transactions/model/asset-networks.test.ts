import { describe, expect, it } from 'vitest';
import type { Network, NetworkAsset } from '@/services/api';
import { networksOfAsset, sendNetworkOf, type AssetNetwork } from './asset-networks';
import { dollarValueOf } from './asset-value';

const entry = (asset: string, depositEnabled: boolean, withdrawEnabled: boolean): NetworkAsset => ({
  assetId: asset.toLowerCase(),
  asset,
  contractAddress: null,
  decimals: 8,
  depositEnabled,
  withdrawEnabled,
  depositMin: '0',
  withdrawMin: '0',
  withdrawMax: '1',
  withdrawFee: '0',
  memoRequired: false,
  memoLabel: null,
  addressRegex: '.*',
  memoRegex: null,
});
const network = (id: string, name: string, status: Network['status'], assets: NetworkAsset[]): Network => ({
  id,
  name,
  protocol: 'P',
  nativeAsset: 'X',
  status,
  requiredConfirmations: 1,
  averageBlockSeconds: 1,
  explorerTxUrl: 'https://example.test/tx/{txHash}',
  explorerAddressUrl: 'https://example.test/address/{address}',
  assets,
});

describe('networks of an asset', () => {
  it('lists only the networks carrying the asset, by name; maintenance closes both ways', () => {
    const networks = [
      network('tron', 'TRON (TRC20)', 'maintenance', [entry('USDT', true, true)]),
      network('eth', 'Ethereum (ERC20)', 'online', [entry('USDT', true, false), entry('ETH', true, true)]),
      network('btc', 'Bitcoin', 'online', [entry('BTC', true, true)]),
    ];
    expect(networksOfAsset(networks, 'usdt')).toEqual([
      {
        id: 'eth',
        name: 'Ethereum (ERC20)',
        protocol: 'P',
        status: 'online',
        depositOpen: true,
        withdrawOpen: false,
        native: false,
      },
      {
        id: 'tron',
        name: 'TRON (TRC20)',
        protocol: 'P',
        status: 'maintenance',
        depositOpen: false,
        withdrawOpen: false,
        native: false,
      },
    ]);
  });
});

describe('the network Send starts on', () => {
  const on = (id: string, withdrawOpen: boolean, native: boolean): AssetNetwork => ({
    id,
    name: id,
    protocol: 'P',
    status: 'online',
    depositOpen: true,
    withdrawOpen,
    native,
  });

  it("is the asset's home network when it takes withdrawals, else the first open one, else none", () => {
    expect(sendNetworkOf([on('bsc', true, false), on('bitcoin', true, true)])).toBe('bitcoin');
    expect(sendNetworkOf([on('bsc', true, false), on('bitcoin', false, true)])).toBe('bsc');
    expect(sendNetworkOf([on('bsc', false, false)])).toBeUndefined();
  });
});

describe('dollar value of a balance', () => {
  it('multiplies exactly and rounds to cents; null without a price', () => {
    const prices = [
      { symbol: 'BTC', price: '67250.12', change24h: '0', updatedAt: '' },
      { symbol: 'GEM', price: null, change24h: '0', updatedAt: '' },
    ];
    expect(dollarValueOf('0.1', 'btc', prices)).toBe('6725.01');
    expect(dollarValueOf('5', 'GEM', prices)).toBeNull();
    expect(dollarValueOf('5', 'NOPE', prices)).toBeNull();
  });
});
