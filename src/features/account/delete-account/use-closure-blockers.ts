import { useQueries, useQueryClient } from '@tanstack/react-query';
import { retryingAfterFailure, walletQueries, type FailureMeta } from '@/services/api';
import { closureBlockersOf, type ClosureBlockers } from './model/closure-blockers';

const ACCOUNTS_FAILURE = { errorMessageId: 'errors.wallet.accounts', toastId: 'closure-accounts' } as const satisfies FailureMeta;
const TRANSACTIONS_FAILURE = {
  errorMessageId: 'errors.wallet.transactions',
  toastId: 'closure-transactions',
} as const satisfies FailureMeta;
const NFTS_FAILURE = { errorMessageId: 'errors.api.default', toastId: 'closure-nfts' } as const satisfies FailureMeta;

/** The contract's largest page: every account a customer can have (one per asset) fits in it. */
const ALL_ACCOUNTS = { per_page: 200 } as const;

export interface ClosureBlockersView {
  blockers: ClosureBlockers | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * What holds the account, from live data: GET /accounts (balances), GET /transactions for withdrawals still
 * pending or processing (their totals), GET /nft (its total).
 */
export function useClosureBlockers(): ClosureBlockersView {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: [
      { ...walletQueries.accounts(ALL_ACCOUNTS), meta: ACCOUNTS_FAILURE },
      { ...walletQueries.transactions({ type: 'withdrawal', status: 'pending', per_page: 1 }), meta: TRANSACTIONS_FAILURE },
      { ...walletQueries.transactions({ type: 'withdrawal', status: 'processing', per_page: 1 }), meta: TRANSACTIONS_FAILURE },
      { ...walletQueries.nfts({ per_page: 1 }), meta: NFTS_FAILURE },
    ],
  });
  const [accounts, pending, processing, nfts] = results;
  const failed = results.some((result) => result.isError);
  const blockers =
    accounts.data && pending.data && processing.data && nfts.data
      ? closureBlockersOf(accounts.data.data, pending.data.meta.total + processing.data.meta.total, nfts.data.meta.total)
      : undefined;
  const retry = () => {
    for (const meta of [ACCOUNTS_FAILURE, TRANSACTIONS_FAILURE, NFTS_FAILURE]) retryingAfterFailure(queryClient, meta.toastId);
    for (const result of results) if (result.isError) void result.refetch();
  };
  return { blockers, loading: !blockers && !failed, failed, retry };
}
