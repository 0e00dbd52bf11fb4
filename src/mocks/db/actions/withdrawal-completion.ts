import type { Transaction } from '@/services/api';
import { demoEvents } from '../../events';
import { assetSpec, networkSpec, type AssetSpec, type NetworkSpec } from '../catalog';
import { add, compare, subtract } from '@/shared/money';
import { iso } from '../format';
import { explorerTxUrl, nextId } from '../seed';
import { registerJobRunner } from '../store';
import type { StoredNotification } from '../types';
import { publicNotification } from './notifications';
import { runtimeRandom } from './runtime-random';
import { log } from './transaction-log';

/** A pending withdrawal goes out: the locked amount leaves the account, and the owner is notified. */
registerJobRunner('complete-withdrawal', (db, job) => {
  const tx = db.transactions.find((item) => item.id === job.ref);
  if (!tx || tx.status !== 'pending' || !tx.networkId) return;
  const spec = assetSpec(tx.assetId) as AssetSpec;
  const network = networkSpec(tx.networkId) as NetworkSpec;
  const account = db.accounts.find((item) => item.id === tx.accountId);
  const total = add(tx.amount, tx.fee, spec.decimals);
  if (account) {
    account.lockedBalance =
      compare(account.lockedBalance, total) >= 0 ? subtract(account.lockedBalance, total, spec.decimals) : '0';
    account.balance = subtract(account.balance, total, spec.decimals);
    account.updatedAt = iso(Date.now());
  }
  const txHash = network.txHash(runtimeRandom(db));
  Object.assign(tx, {
    status: 'completed',
    txHash,
    explorerUrl: explorerTxUrl(network, txHash),
    confirmations: network.requiredConfirmations,
    updatedAt: iso(Date.now()),
    completedAt: iso(Date.now()),
  } satisfies Partial<Transaction>);
  log(db, tx, { status: 'processing', event: 'broadcast', message: `Broadcast to ${network.name}.`, confirmations: 0 });
  log(db, tx, {
    status: 'completed',
    event: 'completed',
    message: `${tx.amount} ${tx.asset} delivered.`,
    confirmations: network.requiredConfirmations,
  });
  const notification: StoredNotification = {
    id: nextId(db, 'ntf'),
    userId: tx.userId,
    type: 'TX_WITHDRAW_FINISHED',
    readAt: null,
    createdAt: iso(Date.now()),
    data: {
      title: 'Withdrawal completed',
      message: `${tx.amount} ${tx.asset} has been sent.`,
      asset: tx.asset,
      txId: tx.id,
      amount: tx.amount,
    },
  };
  db.notifications.unshift(notification);
  // Announced after the write is stored (the runner's caller saves right after).
  queueMicrotask(() =>
    demoEvents.emit('notification-created', { userId: tx.userId, notification: publicNotification(notification) }),
  );
});
