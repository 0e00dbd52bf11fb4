import { describe, expect, it, vi } from 'vitest';
import { addFlashingAsset, clearFlashingAssets, readFlashingAssets, subscribeFlashingAssets } from './flashing-asset';

describe('flashing_asset', () => {
  it('is empty when nothing is stored', () => {
    expect(readFlashingAssets()).toEqual([]);
  });

  it('adds symbols once, stores them under flashing_asset and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFlashingAssets(listener);
    addFlashingAsset('BTC');
    addFlashingAsset('btc');
    addFlashingAsset('ETH');
    expect(readFlashingAssets()).toEqual(['BTC', 'ETH']);
    expect(JSON.parse(localStorage.getItem('flashing_asset') ?? '[]')).toEqual(['BTC', 'ETH']);
    expect(listener).toHaveBeenLastCalledWith(['BTC', 'ETH']);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('reads a plain stored symbol as one asset', () => {
    localStorage.setItem('flashing_asset', 'USDT');
    expect(readFlashingAssets()).toEqual(['USDT']);
  });

  it('clears the value', () => {
    const listener = vi.fn();
    subscribeFlashingAssets(listener);
    addFlashingAsset('SOL');
    clearFlashingAssets();
    expect(localStorage.getItem('flashing_asset')).toBeNull();
    expect(listener).toHaveBeenLastCalledWith([]);
  });
});
