import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { withdrawalMachine, type Quote, type QuoteAnswer, type SendForm } from '@/machines/withdrawal';
import { queryKeys, walletApi } from '@/services/api';
import { quoteQueries } from '../model/quote-queries';

/**
 * How recent a quote (fee and daily limit) must be for the review to show it rather than ask again: the one the
 * amount step asked for once the typing paused (useQuoteAhead), so Review opens complete, with no request in its
 * click. Older ones are fetched again; the machine's own rule (FEE_MAX_AGE_MS) counts from the server's answer.
 */
export const QUOTE_REUSE_MS = 10_000;

/** The two answers' time: the older one's, from the query cache. */
function answeredAt(queryClient: QueryClient, ...keys: QueryKey[]): number | undefined {
  const times = keys.map((key) => queryClient.getQueryState(key)?.dataUpdatedAt ?? 0);
  const oldest = Math.min(...times);
  return oldest > 0 ? oldest : undefined;
}

/**
 * `quote` (the amount step's, useQuoteAhead) when neither of its answers is older than QUOTE_REUSE_MS: Review then
 * opens with it at once (the machine's NEXT carries it), with no request and no skeleton in between.
 */
export function freshQuote(quote: Quote | undefined): Quote | undefined {
  return quote && Date.now() - quote.fetchedAt <= QUOTE_REUSE_MS ? quote : undefined;
}

/**
 * The withdrawal machine of this screen, with the wallet API as its actors. Fee and daily limit are fetched at the
 * review unless the amount step fetched them within QUOTE_REUSE_MS: the review shows what the server charges now.
 */
export function useWithdrawal(prefill: Partial<SendForm>) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      withdrawalMachine.provide({
        actors: {
          fetchQuote: fromPromise(async ({ input }): Promise<QuoteAnswer> => {
            const queries = quoteQueries(input.draft);
            const [fee, dailyLimit] = await Promise.all([
              queryClient.fetchQuery({ ...queries.fee, staleTime: QUOTE_REUSE_MS }),
              queryClient.fetchQuery({ ...queries.dailyLimit, staleTime: QUOTE_REUSE_MS }),
            ]);
            return { fee, dailyLimit, fetchedAt: answeredAt(queryClient, queries.fee.queryKey, queries.dailyLimit.queryKey) };
          }),
          sendCode: fromPromise(({ input }) =>
            walletApi.sendWithdrawVerificationCode(input.draft, { idempotencyKey: input.idempotencyKey }),
          ),
          verifyCodes: fromPromise(({ input }) =>
            walletApi.verifyWithdrawVerificationCodes(
              { verificationId: input.verificationId, codes: input.codes },
              { idempotencyKey: input.idempotencyKey },
            ),
          ),
          submitWithdrawal: fromPromise(async ({ input }) => {
            const transaction = await walletApi.createWithdrawal(
              { ...input.draft, withdrawalToken: input.withdrawalToken },
              { idempotencyKey: input.idempotencyKey },
            );
            void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.accounts.all });
            void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.transactions.all });
            void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.withdrawals.all });
            return transaction;
          }),
        },
      }),
    [queryClient],
  );
  return useMachine(machine, { input: { form: prefill } });
}
