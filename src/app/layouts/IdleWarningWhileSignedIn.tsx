import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@/machines';
import { firstScreenShown } from '@/services/scheduling/first-screen';

// Loaded once a customer is signed in and the page's first screen is shown: the signed-out screens never
// download the dialog, and a signed-in page's first screen does not wait for it (the warning comes minutes later).
const IdleWarning = lazy(async () => ({ default: (await import('./IdleWarning')).IdleWarning }));

function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstScreenShown().then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, []);
  return shown;
}

/** The idle machine's warning, mounted while a customer is signed in (the idle machine only warns then). */
export function IdleWarningWhileSignedIn() {
  const { status } = useSession();
  const firstScreenIsShown = useFirstScreenShown();
  if (status !== 'signedIn' || !firstScreenIsShown) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning />
    </Suspense>
  );
}
