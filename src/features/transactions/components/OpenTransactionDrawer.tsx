import type { Transaction } from '@/services/api';
import { useDetailParam } from '@/design-system';
import { TX_PARAM } from '../model/detail-param';
import { useTransactionDetail } from '../hooks/use-transaction-detail';
import { TransactionDrawer } from './TransactionDrawer';

const NONE: readonly Transaction[] = [];

/** The drawer of the entry named in the URL (?tx=), if any; `shown` are the entries on screen. */
export function OpenTransactionDrawer({ shown = NONE }: { shown?: readonly Transaction[] }) {
  const { openId, close } = useDetailParam(TX_PARAM);
  const { detail, retryEntry, retryTimeline } = useTransactionDetail(openId, shown);
  return (
    <TransactionDrawer
      open={openId !== null}
      detail={detail}
      onClose={close}
      onRetryEntry={retryEntry}
      onRetryTimeline={retryTimeline}
    />
  );
}
