import { lazy, Suspense } from 'react';
import { useSession } from '@/machines';

// Loaded once a customer is signed in: the signed-out screens never download the dialog.
const IdleWarning = lazy(async () => ({ default: (await import('./IdleWarning')).IdleWarning }));

/** The idle machine's warning, mounted while a customer is signed in (the idle machine only warns then). */
export function IdleWarningWhileSignedIn() {
  const { status } = useSession();
  if (status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning />
    </Suspense>
  );
}
