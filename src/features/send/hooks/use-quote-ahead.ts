import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Quote } from '@/machines/withdrawal';
import type { WithdrawalDraft } from '@/services/api';
import { quoteQueries } from '../model/quote-queries';

/** How long the amount must stay as typed before its quote is asked for: a pause, not every keystroke. */
export const QUOTE_AHEAD_DELAY_MS = 400;

/**
 * While `asking` (the amount step shows a parsed amount), asks for the draft's fee and the daily limit once the
 * typing pauses, as a wallet shows the fee before the review, and returns that quote once both answers are in the
 * cache (however old: the caller decides whether it is fresh enough, QUOTE_REUSE_MS). Review then opens with it
 * instead of a skeleton and a request in its click. Both calls only read; a failure is left to the review's own.
 * The draft is observed on every step, so leaving the amount step changes nothing here.
 */
export function useQuoteAhead({ assetId, networkId, amount, address }: WithdrawalDraft, asking: boolean): Quote | undefined {
  const queryClient = useQueryClient();
  const queries = useMemo(() => quoteQueries({ assetId, networkId, amount, address }), [assetId, networkId, amount, address]);
  useEffect(() => {
    if (!asking || !assetId || !networkId || !amount) return;
    const timer = setTimeout(() => {
      void queryClient.prefetchQuery({ ...queries.fee, staleTime: 0 });
      void queryClient.prefetchQuery({ ...queries.dailyLimit, staleTime: 0 });
    }, QUOTE_AHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, queries, asking, assetId, networkId, amount]);
  // Observed, never fetched here: the answers the prefetch above (or anything else) put in the cache.
  const fee = useQuery({ ...queries.fee, enabled: false });
  const dailyLimit = useQuery({ ...queries.dailyLimit, enabled: false });
  const fetchedAt = Math.min(fee.dataUpdatedAt, dailyLimit.dataUpdatedAt);
  return useMemo(
    () => (fee.data && dailyLimit.data ? { fee: fee.data, dailyLimit: dailyLimit.data, fetchedAt } : undefined),
    [fee.data, dailyLimit.data, fetchedAt],
  );
}
