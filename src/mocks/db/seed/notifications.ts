import type { AssetAccount, NotificationType, Transaction } from '@/services/api';
import type { DemoUser } from '../../fixtures/demo-users';
import { HOUR, MINUTE, iso } from '../format';
import type { Random } from '../prng';
import type { DemoDatabase, StoredNotification } from '../types';
import { nextId } from './ids';

const GENERIC_NOTES: ReadonlyArray<{ title: string; message: string }> = [
  {
    title: 'Weekend tournament',
    message: 'The Neon Arena weekend tournament starts Saturday at 18:00 UTC. Prize pool: 5,000 USDT.',
  },
  { title: 'Security reminder', message: 'We will never ask for your password or verification codes. Stay safe!' },
  { title: 'Scheduled maintenance', message: 'Filecoin deposits and withdrawals are paused for network maintenance.' },
  { title: 'New game', message: 'Dragon Forge is live in the game hub. Play with your GEM balance.' },
  { title: 'Network congestion', message: 'Ethereum fees are higher than usual; consider a layer-2 network for withdrawals.' },
  { title: 'Profile tip', message: 'Complete KYC to raise your daily withdrawal limit.' },
  { title: 'Referral bonus', message: 'Invite a friend and both of you receive 50 GHUB.' },
];

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
  for (let index = 0; index < count; index += 1) {
    const createdAt = now - (index * 19 + random.int(1, 15)) * HOUR;
    const roll = random.next();
    const tx = finished.length > 0 ? random.pick(finished) : undefined;
    let type: NotificationType = 'GENERIC';
    let data: StoredNotification['data'];
    if (tx && roll < 0.35) {
      type = 'TX_DEPOSIT_FINISHED';
      data = {
        title: 'Deposit completed',
        message: `${tx.amount} ${tx.asset} has been credited to your wallet.`,
        asset: tx.asset,
        txId: tx.id,
        amount: tx.amount,
      };
    } else if (tx && roll < 0.6) {
      type = 'TX_WITHDRAW_FINISHED';
      data = {
        title: 'Withdrawal completed',
        message: `${tx.amount} ${tx.asset} has been sent.`,
        asset: tx.asset,
        txId: tx.id,
        amount: tx.amount,
      };
    } else if (roll < 0.72 && accounts.length > 0) {
      const account = random.pick(accounts);
      type = 'AC_CREATED';
      data = { title: 'New asset account', message: `Your ${account.asset} account is ready.`, asset: account.asset };
    } else {
      data = random.pick(GENERIC_NOTES);
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
