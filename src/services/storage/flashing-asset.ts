import { storageKeys } from './keys';
import { readItem, removeItem, writeItem } from './storage';

/**
 * The spec's 'flashing_asset' value: the asset symbols whose wallet card flashes after a finished deposit.
 * Written when the deposit notification arrives (possibly on another page), read and cleared by the wallet
 * page. Stored as a JSON list; a plain symbol (an older or hand-written value) is read as a list of one.
 */
type Listener = (symbols: string[]) => void;
const listeners = new Set<Listener>();

function parse(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string' && item !== '');
    return typeof parsed === 'string' && parsed !== '' ? [parsed] : [];
  } catch {
    return [value];
  }
}

function publish(symbols: string[]): void {
  for (const listener of listeners) listener(symbols);
}

export function readFlashingAssets(): string[] {
  return parse(readItem(storageKeys.flashingAsset));
}

/** Adds an asset to flash (de-duplicated, case-insensitive) and tells subscribers. */
export function addFlashingAsset(symbol: string): void {
  const current = readFlashingAssets();
  if (current.some((item) => item.toUpperCase() === symbol.toUpperCase())) return;
  const next = [...current, symbol];
  writeItem(storageKeys.flashingAsset, JSON.stringify(next));
  publish(next);
}

export function clearFlashingAssets(): void {
  removeItem(storageKeys.flashingAsset);
  publish([]);
}

/** Same-tab changes (storage events only reach other tabs); returns the unsubscribe function. */
export function subscribeFlashingAssets(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
