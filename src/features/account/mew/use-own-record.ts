import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { identityQueries, retryingAfterFailure, type FailureMeta, type User } from '@/services/api';

export const OWN_RECORD_FAILURE = { errorMessageId: 'errors.users.mew', toastId: 'own-record' } as const satisfies FailureMeta;

/** While a KYC review is under way the record is read again this often, so its verdict shows by itself. */
export const PENDING_KYC_REFRESH_MS = 5_000;

export interface OwnRecordView {
  record: User | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The signed-in customer's own record from POST /users/mew (ADR 0023): resolved from the access token, so
 * it is always the caller's, whatever id a stored session names. The KYC and account-deletion sections read
 * it; a failure toasts "Error: Couldn't get mew" and the section offers a retry.
 */
export function useOwnRecord(): OwnRecordView {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...identityQueries.me(),
    meta: OWN_RECORD_FAILURE,
    refetchInterval: (current) => (current.state.data?.kycStatus === 'pending' ? PENDING_KYC_REFRESH_MS : false),
  });
  const { refetch } = query;
  const retry = useCallback(() => {
    retryingAfterFailure(queryClient, OWN_RECORD_FAILURE.toastId);
    void refetch();
  }, [queryClient, refetch]);
  return { record: query.data, loading: query.isPending, failed: query.isError && !query.data, retry };
}
