import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/design-system';
import { describeApiError } from '@/services/api';

/** What the toast needs of a query result. */
export interface QueryOutcome {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * One error toast per failure, not per render: shown when queries start failing (the call's message, or the
 * server's errorMessage when it sent one), not again while they keep failing in the background, and again
 * once they have succeeded or the customer asked to retry (the returned function). Queries that fail for the
 * same reason share a toast id, so one outage shows one toast.
 */
export function useFailureToast(outcomes: readonly QueryOutcome[], toastId: string): () => void {
  const intl = useIntl();
  const latest = useRef(outcomes);
  const failing = useRef(false);
  const seen = useRef(new Set<number>());
  const signature = outcomes.map((outcome) => `${outcome.status}@${outcome.errorUpdatedAt}`).join(',');

  useEffect(() => {
    latest.current = outcomes;
  });

  useEffect(() => {
    const failures = latest.current.filter((outcome) => outcome.status === 'error');
    if (failures.length === 0) {
      failing.current = false;
      return;
    }
    const fresh = failures.find((outcome) => !seen.current.has(outcome.errorUpdatedAt));
    if (!fresh) return;
    for (const failure of failures) seen.current.add(failure.errorUpdatedAt);
    if (failing.current) return;
    failing.current = true;
    toast.error(describeApiError(fresh.error, intl), { id: toastId });
  }, [signature, intl, toastId]);

  return useCallback(() => {
    failing.current = false;
  }, []);
}
