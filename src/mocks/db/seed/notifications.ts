import type { AssetAccount, NotificationType, Transaction } from '@/services/api';
import type { DemoUser } from '../../fixtures/demo-users';
import { HOUR, MINUTE, iso } from '../format';
import {
  GENERIC_NEWS,
  accountCreatedData,
  depositFinishedData,
  genericNewsData,
  withdrawalFinishedData,
} from '../notification-texts';
import type { Random } from '../prng';
import { languageOf } from '../texts';
import type { DemoDatabase, StoredNotification } from '../types';
import { nextId } from './ids';

/** A user's starting notifications, written in the language the backend knows for them at seeding (else English). */
export function buildNotifications(
  db: DemoDatabase,
  random: Random,
  user: DemoUser,
  now: number,
  count: number,
  transactions: Transaction[],
  accounts: AssetAccount[],
): StoredNotification[] {
  const finished = transactions.filter((tx) => tx.status === 'completed' && tx.type !== 'conversion');
  const notes: StoredNotification[] = [];
  const language = languageOf(db, user.userId);
  for (let index = 0; index < count; index += 1) {
    const createdAt = now - (index * 19 + random.int(1, 15)) * HOUR;
    const roll = random.next();
    const tx = finished.length > 0 ? random.pick(finished) : undefined;
    let type: NotificationType = 'GENERIC';
    let data: StoredNotification['data'];
    if (tx && roll < 0.35) {
      type = 'TX_DEPOSIT_FINISHED';
      data = depositFinishedData(language, tx);
    } else if (tx && roll < 0.6) {
      type = 'TX_WITHDRAW_FINISHED';
      data = withdrawalFinishedData(language, tx);
    } else if (roll < 0.72 && accounts.length > 0) {
      const account = random.pick(accounts);
      type = 'AC_CREATED';
      data = accountCreatedData(language, account.asset);
    } else {
      data = genericNewsData(language, random.pick(GENERIC_NEWS));
    }
    notes.push({
      id: nextId(db, 'ntf'),
      userId: user.userId,
      type,
      // The newest few are unread, plus a scattering of older ones.
      readAt: index < 6 || (index < 20 && random.chance(0.2)) ? null : iso(createdAt + random.int(5, 600) * MINUTE),
      createdAt: iso(createdAt),
      data,
    });
  }
  return notes;
}
