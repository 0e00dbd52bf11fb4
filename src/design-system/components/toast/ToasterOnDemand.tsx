import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { ensureLiveRegions } from '../../a11y/live-region';
import { onToastWanted, toastWanted } from './toast';

const loadToaster = () => import('./Toaster');
const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));

/** Downloads the Toaster ahead of its first toast (the app does it for the notice a sign-out ends with). */
export function preloadToaster(): Promise<unknown> {
  return loadToaster();
}

/**
 * The app shell's <Toaster />, downloaded with the first toast: until then nothing is rendered (toasts asked
 * for meanwhile wait in `toast` and show once it is there). Tests and Storybook mount <Toaster /> itself.
 */
export function ToasterOnDemand() {
  const wanted = useSyncExternalStore(onToastWanted, toastWanted, toastWanted);
  // The live regions exist before the first announcement, as when the Toaster was always mounted.
  useEffect(() => ensureLiveRegions(), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
