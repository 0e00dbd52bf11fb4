import { lazy, Suspense } from 'react';
import { EmptyState } from '@/design-system';

// The flow (machine, pickers, code inputs) loads once the screen renders: a signed-out visit that the guard
// redirects never waits for it, and the address checksum coders follow in a chunk of their own.
const SendFlow = lazy(async () => ({ default: (await import('./SendFlow')).SendFlow }));

/** Send (/send): the withdrawal flow, with a placeholder while its code arrives. */
export function SendScreen() {
  return (
    <Suspense fallback={<EmptyState loading />}>
      <SendFlow />
    </Suspense>
  );
}
