import { describe, expect, it } from 'vitest';
import type { Asset, AssetAccount, Network, NetworkAsset } from '@/services/api';
import { qrValueOf } from './payment-uri';
import { arrivalMinutes, receiveNetworksOf } from './receive-networks';
import { findReceiveAsset, receiveAssetsOf } from './receive-options';

const entry = (overrides: Partial<NetworkAsset> = {}): NetworkAsset => ({
  assetId: 'btc',
  asset: 'BTC',
  contractAddress: null,
  decimals: 8,
  depositEnabled: true,
  withdrawEnabled: true,
  depositMin: '0.0001',
  withdrawMin: '0.001',
  withdrawMax: null,
  withdrawFee: '0.0001',
  memoRequired: false,
  memoLabel: null,
  addressRegex: '.*',
  memoRegex: null,
  ...overrides,
});

const network = (id: string, overrides: Partial<Network> = {}, assets: NetworkAsset[] = [entry()]): Network => ({
  id,
  name: id.toUpperCase(),
  protocol: id,
  nativeAsset: 'BTC',
  status: 'online',
  requiredConfirmations: 2,
  averageBlockSeconds: 600,
  explorerTxUrl: '',
  explorerAddressUrl: '',
  assets,
  ...overrides,
});

describe('receive networks', () => {
  it('lists the networks that carry the asset, by name, with their deposit facts', () => {
    const networks = [
      network('zeta', { nativeAsset: 'ZET' }, [entry({ contractAddress: '0xabc' })]),
      network('bitcoin'),
      network('other', {}, [entry({ assetId: 'eth', asset: 'ETH' })]),
    ];
    expect(receiveNetworksOf(networks, 'btc')).toEqual([
      expect.objectContaining({
        id: 'bitcoin',
        closedReason: null,
        depositMin: '0.0001',
        confirmations: 2,
        arrivalSeconds: 1200,
        native: true,
      }),
      expect.objectContaining({ id: 'zeta', native: false }),
    ]);
  });

  it('closes a network under maintenance whatever the asset says, and one whose deposits are paused', () => {
    const [maintenance] = receiveNetworksOf([network('a', { status: 'maintenance' })], 'btc');
    const [paused] = receiveNetworksOf([network('b', {}, [entry({ depositEnabled: false })])], 'btc');
    expect(maintenance?.closedReason).toBe('maintenance');
    expect(paused?.closedReason).toBe('paused');
  });

  it('counts at least one block and one minute of arrival', () => {
    const [instant] = receiveNetworksOf([network('a', { requiredConfirmations: 0, averageBlockSeconds: 0.4 })], 'btc');
    expect(instant?.arrivalSeconds).toBe(0.4);
    expect(arrivalMinutes(0.4)).toBe(1);
    expect(arrivalMinutes(1200)).toBe(20);
    expect(arrivalMinutes(1201)).toBe(21);
  });
});

describe('QR value', () => {
  it('is a payment URI for a network coin that has a scheme, else the bare address', () => {
    expect(qrValueOf('bitcoin', true, 'bc1qxyz')).toBe('bitcoin:bc1qxyz');
    expect(qrValueOf('bitcoin-cash', true, 'bitcoincash:qxyz')).toBe('bitcoincash:qxyz');
    expect(qrValueOf('bsc', false, '0xabc')).toBe('0xabc');
    expect(qrValueOf('bitcoin', false, 'bc1qxyz')).toBe('bc1qxyz');
    expect(qrValueOf('ripple', true, 'rXYZ')).toBe('rXYZ');
  });
});

describe('receive assets', () => {
  const asset = (id: string, symbol: string): Asset => ({
    id,
    symbol,
    name: symbol,
    imageUrl: 'https://example.com/a.png',
    decimals: 8,
    kind: 'coin',
    depositEnabled: true,
    withdrawEnabled: true,
    networkIds: [],
  });
  const account: AssetAccount = {
    id: 'acc-eth',
    userId: 'user-1',
    asset: 'ETH',
    assetId: 'eth',
    balance: '1.5',
    availableBalance: '1.5',
    lockedBalance: '0',
    assetObj: { id: 'eth', symbol: 'ETH', name: 'Ethereum', imageUrl: 'https://example.com/e.png', decimals: 18 },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('lists every supported asset, held ones first, with the balance or null', () => {
    const list = receiveAssetsOf([asset('apt', 'APT'), asset('eth', 'ETH'), asset('btc', 'BTC')], [account]);
    expect(list.map((item) => [item.symbol, item.balance])).toEqual([
      ['ETH', '1.5'],
      ['APT', null],
      ['BTC', null],
    ]);
    expect(findReceiveAsset(list, 'eth')?.id).toBe('eth');
    expect(findReceiveAsset(list, null)).toBeUndefined();
  });
});
