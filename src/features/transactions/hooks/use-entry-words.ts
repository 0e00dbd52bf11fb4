import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { TransactionStatus, TransactionType } from '@/services/api';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../model/history-filters';

/** The words for an entry's type and status, in the interface language. */
export interface EntryWords {
  type: Record<TransactionType, string>;
  status: Record<TransactionStatus, string>;
}

/**
 * The types' and statuses' words, looked up once per list rather than in every row (a page of twenty rows asked
 * react-intl for them sixty times).
 */
export function useEntryWords(): EntryWords {
  const intl = useIntl();
  return useMemo(() => {
    const word = (id: string) => intl.formatMessage({ id });
    return {
      type: Object.fromEntries(TRANSACTION_TYPES.map((type) => [type, word(`transactions.type.${type}`)])) as EntryWords['type'],
      status: Object.fromEntries(
        TRANSACTION_STATUSES.map((status) => [status, word(`transactions.status.${status}`)]),
      ) as EntryWords['status'],
    };
  }, [intl]);
}
