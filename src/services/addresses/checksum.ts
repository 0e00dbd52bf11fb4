import { loadedOnce } from '@/shared/loading/loaded-once';
import type { Coder } from './coders';

export type ChecksumResult = 'valid' | 'invalid' | 'not-covered' | 'loading';

let coders: Readonly<Record<string, Coder>> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the per-coin checksum coders (a chunk of their own, fetched when the send screen opens, so the
 * screen itself appears at once). Resolves when checks can run; safe to call often, and a failed download is
 * tried again at the next call.
 */
export const loadChecksums: () => Promise<void> = loadedOnce(() =>
  import('./coders').then((module) => {
    coders = module.CODERS;
    for (const listener of listeners) listener();
  }),
);

export function checksumsReady(): boolean {
  return coders !== null;
}

/** Called once the coders have loaded (for a screen to check again). */
export function onChecksumsReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the address decodes with its network's checksum (EIP-55, base58check, bech32/bech32m, SS58…). */
export function checkAddressChecksum(nativeAsset: string, address: string): ChecksumResult {
  if (coders === null) return 'loading';
  const coder = coders[nativeAsset.toUpperCase()];
  if (!coder) return 'not-covered';
  try {
    coder.decode(address);
    return 'valid';
  } catch {
    return 'invalid';
  }
}

/** The native assets whose networks get a real checksum check (for the ADR and the tests). */
export async function checksumCoveredAssets(): Promise<string[]> {
  return Object.keys((await import('./coders')).CODERS);
}
