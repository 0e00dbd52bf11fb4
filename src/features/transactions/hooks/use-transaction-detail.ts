import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSession } from '@/machines';
import { retryingAfterFailure, type FailureMeta, type Network, type Transaction, type TransactionLog } from '@/services/api';
import { depositMinOf, isDust, isUnknownSender } from '../model/transaction-detail';
import { isUnsettled } from '../model/transaction-lines';
import { networksQuery, recentWithdrawalsQuery, transactionByIdQuery, transactionLogsQuery } from '../queries';

const ENTRY_FAILURE = { errorMessageId: 'errors.wallet.transactions', toastId: 'transaction-detail-error' } satisfies FailureMeta;
const LOGS_FAILURE = { errorMessageId: 'errors.wallet.transactions', toastId: 'transaction-logs-error' } satisfies FailureMeta;

export type Timeline = { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready'; logs: TransactionLog[] };

export type TransactionDetail =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'missing' }
  | {
      kind: 'ready';
      transaction: Transaction;
      /** The entry's network (name, explorer template); undefined for a conversion or while networks load. */
      network: Network | undefined;
      /** A dust deposit from an unknown sender (ADR 0017). */
      possibleSpam: boolean;
      timeline: Timeline;
    };

/**
 * One entry's details: taken from the list on screen when it is there (the list keeps it fresh), else asked
 * for by id; its network; its status history (refreshed while the entry can still change); and, for a dust
 * deposit only, the latest withdrawals of the asset to tell a known sender from an unknown one.
 */
export function useTransactionDetail(
  id: string | null,
  shown: readonly Transaction[],
): { detail: TransactionDetail; retryEntry: () => void; retryTimeline: () => void } {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const signedIn = status === 'signedIn';
  const userId = user?.userId || undefined;
  const fromList = id ? shown.find((transaction) => transaction.id === id) : undefined;

  const byId = useQuery({
    ...transactionByIdQuery(userId, id ?? ''),
    enabled: signedIn && id !== null && fromList === undefined,
    meta: ENTRY_FAILURE,
  });
  const transaction = fromList ?? byId.data?.data[0];
  const unsettled = transaction ? isUnsettled(transaction.status) : false;

  const networks = useQuery({ ...networksQuery(), enabled: signedIn && id !== null });
  const network = transaction?.networkId ? networks.data?.data.find((item) => item.id === transaction.networkId) : undefined;
  const dust = transaction ? isDust(transaction, depositMinOf(transaction, network)) : false;

  const withdrawals = useQuery({
    ...recentWithdrawalsQuery(userId, transaction?.asset ?? ''),
    enabled: signedIn && dust,
  });
  const logs = useQuery({
    ...transactionLogsQuery(id ?? '', unsettled),
    enabled: signedIn && transaction !== undefined,
    meta: LOGS_FAILURE,
  });

  // The entry moved on (pending → completed): its last steps are news, even once it no longer refreshes. Only the
  // same entry, still open: closing (no entry, the timeline's key without an id) or opening another is no news, and
  // a refetch asks even where the query is off.
  const entryStatus = transaction?.status;
  const seen = useRef({ id, status: entryStatus });
  const { refetch: refetchLogs } = logs;
  useEffect(() => {
    const before = seen.current;
    seen.current = { id, status: entryStatus };
    const movedOn = before.status !== undefined && entryStatus !== undefined && entryStatus !== before.status;
    if (id !== null && before.id === id && movedOn) void refetchLogs();
  }, [id, entryStatus, refetchLogs]);

  const detail = useMemo((): TransactionDetail => {
    if (!id) return { kind: 'missing' };
    if (!transaction) {
      if (byId.isError) return { kind: 'error', error: byId.error };
      if (byId.data) return { kind: 'missing' };
      return { kind: 'loading' };
    }
    const timeline: Timeline = logs.data
      ? { kind: 'ready', logs: logs.data.data }
      : logs.isError
        ? { kind: 'error', error: logs.error }
        : { kind: 'loading' };
    const possibleSpam =
      dust && withdrawals.data !== undefined && isUnknownSender(transaction.fromAddress, withdrawals.data.data);
    return { kind: 'ready', transaction, network, possibleSpam, timeline };
  }, [
    id,
    transaction,
    byId.isError,
    byId.error,
    byId.data,
    logs.data,
    logs.isError,
    logs.error,
    dust,
    withdrawals.data,
    network,
  ]);

  const retryEntry = useCallback(() => {
    retryingAfterFailure(queryClient, ENTRY_FAILURE.toastId);
    void byId.refetch();
  }, [queryClient, byId]);
  const retryTimeline = useCallback(() => {
    retryingAfterFailure(queryClient, LOGS_FAILURE.toastId);
    void logs.refetch();
  }, [queryClient, logs]);

  return { detail, retryEntry, retryTimeline };
}
