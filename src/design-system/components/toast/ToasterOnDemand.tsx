import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { ensureLiveRegions } from '../../a11y/live-region';
import { onToastWanted, toastWanted } from './toast';

const Toaster = lazy(async () => ({ default: (await import('./Toaster')).Toaster }));

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
