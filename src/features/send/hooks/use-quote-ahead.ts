import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WithdrawalDraft } from '@/services/api';
import { quoteQueries } from '../model/quote-queries';

/** How long the amount must stay as typed before its quote is asked for: a pause, not every keystroke. */
export const QUOTE_AHEAD_DELAY_MS = 400;

/**
 * While the amount step shows a parsed amount (`draft`, else null), asks for its fee and the daily limit once the
 * typing pauses, as a wallet shows the fee before the review: Review then opens with them (QUOTE_REUSE_MS) instead
 * of a skeleton and a request in its click. Both calls only read; a failure is left to the review's own request.
 */
export function useQuoteAhead(draft: WithdrawalDraft | null): void {
  const queryClient = useQueryClient();
  const { assetId = '', networkId = '', amount = '', address = '' } = draft ?? {};
  useEffect(() => {
    if (!assetId || !networkId || !amount) return;
    const timer = setTimeout(() => {
      const queries = quoteQueries({ assetId, networkId, amount, address });
      void queryClient.prefetchQuery({ ...queries.fee, staleTime: 0 });
      void queryClient.prefetchQuery({ ...queries.dailyLimit, staleTime: 0 });
    }, QUOTE_AHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, assetId, networkId, amount, address]);
}
