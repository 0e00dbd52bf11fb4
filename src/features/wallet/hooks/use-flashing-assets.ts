import { useEffect, useState } from 'react';
import { clearFlashingAssets, readFlashingAssets, subscribeFlashingAssets } from '@/services/storage';

/** How long a card flashes after a finished deposit (spec section 9). */
export const FLASH_DURATION_MS = 3000;

export interface FlashingAssetsOptions {
  /**
   * The cards are on screen (the accounts have answered). The 3 s start then, so a slow answer does not
   * use up the flash before anyone can see it.
   */
  ready: boolean;
  /** Called when a deposit finishes while the page is open (a new symbol to flash). */
  onDeposit?: (symbols: string[]) => void;
}

/**
 * The asset symbols whose cards flash: those in the stored 'flashing_asset' value on entry, and any added
 * while the page is open. The stored value is cleared 3 s after the cards show (the timer restarts when
 * another deposit arrives) and when the page is left.
 */
export function useFlashingAssets({ ready, onDeposit }: FlashingAssetsOptions): string[] {
  const [symbols, setSymbols] = useState<string[]>(readFlashingAssets);

  useEffect(
    () =>
      subscribeFlashingAssets((next) => {
        setSymbols(next);
        if (next.length > 0) onDeposit?.(next);
      }),
    [onDeposit],
  );

  // Leaving the page clears the value (after the subscription above is gone: effects clean up in order).
  useEffect(() => () => clearFlashingAssets(), []);

  useEffect(() => {
    if (!ready || symbols.length === 0) return;
    const timer = setTimeout(clearFlashingAssets, FLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [ready, symbols]);

  return symbols;
}
