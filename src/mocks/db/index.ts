/**
 * The demo backend's database: seeded, deterministic, persisted in the browser and reset per test/story.
 *
 *   resetDb()                                   back to the seed
 *   simulateDeposit(userId, 'BTC', '0.05')      a deposit arrives (credit + transaction + notification)
 *   createNotification(userId, { type, data })  a notification arrives (stored + pushed)
 *   rememberLanguage(userId, 'tr')              what the user's requests ask for (Accept-Language): the
 *                                               language of the notifications and logs written for them
 *   runPendingJobs()                            finish pending withdrawals / KYC reviews now
 *   updateDb((db) => …)                         arbitrary changes for a story or test
 */
export {
  activeUserId,
  createNotification,
  createSignedUpUser,
  demoTimings,
  ensureAccount,
  findAccount,
  rememberLanguage,
  sendPanelEvents,
  sendTestNotification,
  simulateDeposit,
  type PanelEventSubject,
  type SimulatedDepositOptions,
} from './actions';
export { ASSETS, DEMO_VERIFICATION_CODE, NETWORKS, assetSpec, assetSpecBySymbol, networkSpec } from './catalog';
export { configureDb, getDb, openStoredDb, resetDb, runPendingJobs, unloadDb, updateDb } from './store';
export type { DemoDatabase, StoredNotification, StoredUser } from './types';
