import { demoEvents } from '../../events';
import { assetSpec, networkSpec, type AssetSpec, type NetworkSpec } from '../catalog';
import { add, compare, subtract } from '@/shared/money';
import { iso } from '../format';
import { withdrawalFinishedData } from '../notification-texts';
import { nextId } from '../seed';
import { registerJobRunner } from '../store';
import { languageOf } from '../texts';
import type { StoredNotification } from '../types';
import { publicNotification } from './notifications';
import { landOnChain } from './on-chain';
import { runtimeRandom } from './runtime-random';

/** A pending withdrawal goes out: the locked amount leaves the account, and the owner is notified (in their language). */
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
  landOnChain(db, tx, network, network.txHash(runtimeRandom(db)));
  const notification: StoredNotification = {
    id: nextId(db, 'ntf'),
    userId: tx.userId,
    type: 'TX_WITHDRAW_FINISHED',
    readAt: null,
    createdAt: iso(Date.now()),
    data: withdrawalFinishedData(languageOf(db, tx.userId), tx),
  };
  db.notifications.unshift(notification);
  // Announced after the write is stored (the runner's caller saves right after).
  queueMicrotask(() =>
    demoEvents.emit('notification-created', { userId: tx.userId, notification: publicNotification(notification) }),
  );
});
