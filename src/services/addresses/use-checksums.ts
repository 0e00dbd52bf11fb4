import { useEffect, useSyncExternalStore } from 'react';
import { checksumsReady, loadChecksums, onChecksumsReady } from './checksum';

/** Starts loading the address checksum coders with the screen (send, NFT transfer); true once they can run (re-renders then). */
export function useChecksums(): boolean {
  useEffect(() => {
    void loadChecksums();
  }, []);
  return useSyncExternalStore(onChecksumsReady, checksumsReady, checksumsReady);
}
