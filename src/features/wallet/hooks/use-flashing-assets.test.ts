import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_DURATION_MS, useFlashingAssets } from './use-flashing-assets';
import { addFlashingAsset, readFlashingAssets, storageKeys } from '@/services/storage';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const stored = () => localStorage.getItem(storageKeys.flashingAsset);

describe('flashing cards after a deposit', () => {
  it('flashes the stored assets and clears the stored value after 3000 ms', () => {
    addFlashingAsset('BTC');
    addFlashingAsset('ETH');
    const { result } = renderHook(() => useFlashingAssets({ ready: true }));
    expect(FLASH_DURATION_MS).toBe(3000);
    expect(result.current).toEqual(['BTC', 'ETH']);

    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toEqual(['BTC', 'ETH']);
    expect(stored()).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('flashes nothing when nothing is stored', () => {
    const { result } = renderHook(() => useFlashingAssets({ ready: true }));
    expect(result.current).toEqual([]);
    act(() => vi.advanceTimersByTime(FLASH_DURATION_MS));
    expect(result.current).toEqual([]);
  });

  it('starts the 3 s only when the cards are on screen', () => {
    addFlashingAsset('SOL');
    const { result, rerender } = renderHook(({ ready }) => useFlashingAssets({ ready }), { initialProps: { ready: false } });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toEqual(['SOL']);

    rerender({ ready: true });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toEqual(['SOL']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
    expect(readFlashingAssets()).toEqual([]);
  });

  it('flashes a deposit that finishes while the page is open, for 3 s from its arrival', () => {
    const onDeposit = vi.fn();
    const { result } = renderHook(() => useFlashingAssets({ ready: true, onDeposit }));
    expect(result.current).toEqual([]);

    act(() => vi.advanceTimersByTime(5000));
    act(() => addFlashingAsset('USDT'));
    expect(result.current).toEqual(['USDT']);
    expect(onDeposit).toHaveBeenCalledWith(['USDT']);

    act(() => vi.advanceTimersByTime(2000));
    act(() => addFlashingAsset('BTC'));
    expect(result.current).toEqual(['USDT', 'BTC']);
    // The timer restarted with the second deposit.
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toEqual(['USDT', 'BTC']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
    expect(stored()).toBeNull();
    // Clearing is not a deposit.
    expect(onDeposit).toHaveBeenCalledTimes(2);
  });

  it('clears the stored value when the page is left before the 3 s', () => {
    addFlashingAsset('BTC');
    const { unmount } = renderHook(() => useFlashingAssets({ ready: true }));
    act(() => vi.advanceTimersByTime(1000));
    expect(stored()).not.toBeNull();
    unmount();
    expect(stored()).toBeNull();
  });

  it('no longer listens once the page is left', () => {
    const onDeposit = vi.fn();
    const { unmount } = renderHook(() => useFlashingAssets({ ready: true, onDeposit }));
    unmount();
    addFlashingAsset('ETH');
    expect(onDeposit).not.toHaveBeenCalled();
    // The value written by a later deposit waits for the next visit.
    expect(readFlashingAssets()).toEqual(['ETH']);
  });
});
