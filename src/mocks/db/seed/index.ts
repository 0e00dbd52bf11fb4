/**
 * The demo backend's starting data, generated from a fixed seed and relative to the clock at seeding time
 * (Storybook fixes the clock, so stories see the same data every time). One file per resource; the order
 * of the steps below is part of the data (they share one random sequence and one id sequence).
 */
import type { Locale } from '@/services/i18n/locale';
import { allDemoUsers } from '../../fixtures/demo-users';
import { iso } from '../format';
import { createRandom } from '../prng';
import type { DemoDatabase } from '../types';
import { seedAccounts } from './accounts';
import { seedHomeAddresses } from './addresses';
import { buildAssets } from './assets';
import { buildConverterDefinitions } from './converter-definitions';
import { buildNetworks } from './networks';
import { buildNfts } from './nfts';
import { buildNotifications } from './notifications';
import { buildPrices } from './prices';
import { seedTransactions } from './transactions';
import { buildUser } from './users';
import { volumeOf } from './volume';

export { accountFor } from './accounts';
export { addressFor } from './addresses';
export { dailyLimitOf } from './daily-limit';
export { nextId } from './ids';
export { explorerTxUrl } from './networks';
export { senderOf } from './transactions';

// 2: idempotency records.
// 3: deposit addresses with real checksums (the own-address refusal is reachable).
export const DB_VERSION = 3;
const SEED = 20260115;

export interface SeedOptions {
  /**
   * Languages the backend already knows, by user id (the demo panel's reset keeps them): those users' starting
   * notifications and transaction logs are written in theirs; everyone else's in English.
   */
  languages?: Readonly<Record<string, Locale>>;
  /** The language of every other user (the in-browser demo's first seed: the interface language stored then). */
  language?: Locale;
}

/** A fresh database: every demo user with their accounts, history, NFTs and notifications. */
export function seedDatabase(
  now: number = Date.now(),
  { languages = {}, language: everyoneElse }: SeedOptions = {},
): DemoDatabase {
  const random = createRandom(SEED);
  const db: DemoDatabase = {
    version: DB_VERSION,
    seededAt: iso(now),
    sequence: 0,
    assets: buildAssets(),
    networks: buildNetworks(random),
    prices: buildPrices(random, now),
    converterDefinitions: [],
    users: [],
    accounts: [],
    addresses: [],
    transactions: [],
    transactionLogs: [],
    quotes: [],
    verifications: [],
    depositRequests: [],
    nfts: [],
    nftTransfers: [],
    notifications: [],
    contacts: [],
    kycSessions: [],
    idempotency: [],
    media: {},
    jobs: [],
  };
  db.converterDefinitions = buildConverterDefinitions(db);

  allDemoUsers.forEach((user, index) => {
    const stored = buildUser(user, now, index, db);
    const language = languages[user.userId] ?? everyoneElse;
    if (language) stored.language = language;
    db.users.push(stored);
    const accounts = seedAccounts(db, random, user, now);
    const addresses = seedHomeAddresses(db, random, user.userId, accounts);
    const volume = volumeOf(user);
    const transactions = seedTransactions(db, random, user, accounts, addresses, volume.transactions, now);
    db.notifications.push(...buildNotifications(db, random, user, now, volume.notifications, transactions, accounts));
    if (volume.nfts) db.nfts.push(...buildNfts(db, random, user, now));
  });
  return db;
}
export { BIG_HISTORY_PARAMETER, bigHistoryFromUrl, growHistory } from './big-history';
export { BIG_WALLET_PARAMETER, bigWalletFromUrl, growWallet } from './big-wallet';
