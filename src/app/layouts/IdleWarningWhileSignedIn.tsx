import { lazy, Suspense, useEffect, useState } from 'react';
import { useIdleWarning, useSession } from '@/machines';
import { afterFirstScreen } from '@/services/scheduling/first-screen';

const loadIdleWarning = () => import('./IdleWarning');
const IdleWarning = lazy(async () => ({ default: (await loadIdleWarning()).IdleWarning }));

/**
 * The idle machine's warning, mounted while a customer is signed in (the idle machine only warns then). The dialog
 * is built the first time the machine warns, and stays for the next ones; its code is downloaded ahead, once the
 * page's first screen is shown, so neither the signed-out screens nor a signed-in first screen wait for it, and
 * the warning still opens at once (also offline).
 */
export function IdleWarningWhileSignedIn() {
  const { status } = useSession();
  const { warning } = useIdleWarning();
  const [warnedOnce, setWarnedOnce] = useState(false);
  if (warning && !warnedOnce) setWarnedOnce(true);
  const signedIn = status === 'signedIn';
  useEffect(() => {
    if (signedIn) afterFirstScreen(() => void loadIdleWarning().catch(() => undefined));
  }, [signedIn]);
  if (!signedIn || !warnedOnce) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning />
    </Suspense>
  );
}
