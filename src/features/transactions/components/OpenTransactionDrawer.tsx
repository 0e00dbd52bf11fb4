import { useState } from 'react';
import type { Transaction } from '@/services/api';
import { useDetailParam } from '@/design-system';
import { TX_PARAM } from '@/shared/routes';
import { useTransactionDetail } from '../hooks/use-transaction-detail';
import { TransactionDrawer } from './TransactionDrawer';

const NONE: readonly Transaction[] = [];

/** The drawer of the entry named in the URL (?tx=), if any; `shown` are the entries on screen. */
export function OpenTransactionDrawer({ shown = NONE }: { shown?: readonly Transaction[] }) {
  const { openId, close } = useDetailParam(TX_PARAM);
  // Nothing to ask for or draw before an entry is first opened (a list's first render stays light); from then
  // on the drawer stays, so it can close with its animation and open again at once.
  const [opened, setOpened] = useState(openId !== null);
  if (openId !== null && !opened) setOpened(true);
  return opened ? <EntryDrawer openId={openId} close={close} shown={shown} /> : null;
}

function EntryDrawer({ openId, close, shown }: { openId: string | null; close: () => void; shown: readonly Transaction[] }) {
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
