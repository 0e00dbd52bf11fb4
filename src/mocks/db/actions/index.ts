/**
 * What the demo backend does, shared by the REST handlers, the demo panel, tests and stories: money moves,
 * withdrawals that finish later, deposits that arrive, notifications that are pushed.
 * Import from here, not from a file inside: this module also registers the background jobs' runners and the
 * sign-up listener.
 */
import './withdrawal-completion';
import './kyc-review';
import './nft-transfers';

export { activeUserId, noteActiveUser } from './active-user';
export { rememberLanguage } from './languages';
export { ensureAccount, findAccount } from './accounts';
export { convertWithQuote } from './conversions';
export { simulateDeposit, type SimulatedDepositOptions } from './deposits';
export { recordNftMint, recordNftTransfer } from './nft-entries';
export { createNotification, publicNotification } from './notifications';
export { sendPanelEvents, sendTestNotification, type PanelEventSubject } from './panel-events';
export { createSignedUpUser } from './sign-ups';
export { demoTimings } from './timings';
export { priceWithdrawal, startWithdrawal } from './withdrawals';
export { findIdempotencyRecord, recordIdempotentResult } from './idempotency';
