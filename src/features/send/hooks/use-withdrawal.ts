import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { withdrawalMachine, type SendForm } from '@/machines/withdrawal';
import { queryKeys, walletApi, walletQueries } from '@/services/api';

/**
 * The withdrawal machine of this screen, with the wallet API as its actors. Fee and daily limit are always
 * fetched fresh (never from cache): the review shows what the server charges now.
 */
export function useWithdrawal(prefill: Partial<SendForm>) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      withdrawalMachine.provide({
        actors: {
          fetchQuote: fromPromise(async ({ input }) => {
            const { assetId, networkId, amount, address } = input.draft;
            const [fee, dailyLimit] = await Promise.all([
              queryClient.fetchQuery({ ...walletQueries.withdrawalFee({ assetId, networkId, amount, address }), staleTime: 0 }),
              queryClient.fetchQuery({ ...walletQueries.dailyLimit(assetId), staleTime: 0 }),
            ]);
            return { fee, dailyLimit };
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
