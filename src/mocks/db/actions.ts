/**
 * What the demo backend does, shared by the REST handlers, the demo panel, tests and stories: money moves,
 * withdrawals that finish later, deposits that arrive, notifications that are pushed.
 */
import type {
  AssetAccount,
  Notification,
  NotificationData,
  NotificationType,
  Transaction,
  TransactionLog,
  WithdrawalDraft,
} from '@/services/api';
import { demoEvents, type DemoBackendEvents } from '../events';
import { assetSpec, assetSpecBySymbol, networkSpec, type AssetSpec, type NetworkSpec } from './catalog';
import { add, compare, subtract } from './decimal';
import { iso } from './format';
import { createRandom } from './prng';
import { accountFor, addressFor, explorerTxUrl, nextId } from './seed';
import { getDb, registerJobRunner, updateDb } from './store';
import type { DemoDatabase, StoredNotification, StoredUser } from './types';

/** How long the demo backend's background work takes. Tests may shorten it. */
export const demoTimings = {
  withdrawalCompletesAfterMs: 6_000,
  kycReviewMs: 8_000,
  nftTransferMs: 5_000,
};

/** Randomness for runtime writes: seeded from the sequence, so a test replays the same addresses and hashes. */
const runtimeRandom = (db: DemoDatabase) => createRandom(0x5eed + db.sequence * 7919);

export function findAccount(db: DemoDatabase, userId: string, assetId: string): AssetAccount | undefined {
  return db.accounts.find((account) => account.userId === userId && account.assetId === assetId);
}

/** The user's account of an asset, opened (empty) when missing. */
export function ensureAccount(db: DemoDatabase, userId: string, spec: AssetSpec): AssetAccount {
  const existing = findAccount(db, userId, spec.id);
  if (existing) return existing;
  const account = accountFor(db, userId, spec, '0', iso(Date.now()));
  db.accounts.push(account);
  return account;
}

/** Adds to an account's total and available balance. */
function credit(account: AssetAccount, amount: string, decimals: number): void {
  account.balance = add(account.balance, amount, decimals);
  account.availableBalance = add(account.availableBalance, amount, decimals);
  account.updatedAt = iso(Date.now());
}

/** Takes from an account's total and available balance. */
function debit(account: AssetAccount, amount: string, decimals: number): void {
  account.balance = subtract(account.balance, amount, decimals);
  account.availableBalance = subtract(account.availableBalance, amount, decimals);
  account.updatedAt = iso(Date.now());
}

function log(db: DemoDatabase, tx: Transaction, entry: Omit<TransactionLog, 'id' | 'txId' | 'createdAt'>): void {
  db.transactionLogs.push({ ...entry, id: nextId(db, 'txlog'), txId: tx.id, createdAt: iso(Date.now()) });
}

/** Public shape of a stored notification (without the owner). */
export function publicNotification({ userId: _owner, ...notification }: StoredNotification): Notification {
  return notification;
}

/**
 * Stores a notification for a user and announces it (the real-time mock pushes it to the open app).
 * Use it from stories, tests and the demo panel to make a notification arrive.
 */
export function createNotification(
  userId: string,
  input: { type: NotificationType; data: NotificationData; createdAt?: string },
): Notification {
  const notification = updateDb((db) => {
    const stored: StoredNotification = {
      id: nextId(db, 'ntf'),
      userId,
      type: input.type,
      readAt: null,
      createdAt: input.createdAt ?? iso(Date.now()),
      data: input.data,
    };
    db.notifications.unshift(stored);
    return publicNotification(stored);
  });
  demoEvents.emit('notification-created', { userId, notification });
  return notification;
}

export interface SimulatedDepositOptions {
  /** Defaults to the asset's home network. */
  networkId?: string;
}

/**
 * A deposit arrives: the account is credited (opened if needed), a completed deposit transaction with its
 * logs is stored and a TX_DEPOSIT_FINISHED notification is created and announced.
 * `asset` is a symbol (BTC) or an asset id (btc); `amount` a decimal string.
 */
export function simulateDeposit(
  userId: string,
  asset: string,
  amount: string,
  options: SimulatedDepositOptions = {},
): Transaction {
  const spec = assetSpecBySymbol(asset) ?? assetSpec(asset);
  if (!spec) throw new Error(`Demo backend: unknown asset ${asset}`);
  const networkId = options.networkId ?? (spec.networks[0] as string);
  const network = networkSpec(networkId);
  if (!network || !spec.networks.includes(networkId))
    throw new Error(`Demo backend: ${spec.symbol} does not move on ${networkId}`);
  const tx = updateDb((db) => {
    const random = runtimeRandom(db);
    const account = ensureAccount(db, userId, spec);
    let address = db.addresses.find((item) => item.userId === userId && item.assetId === spec.id && item.networkId === networkId);
    if (!address) {
      address = addressFor(db, random, userId, spec, networkId, iso(Date.now()));
      db.addresses.push(address);
    }
    credit(account, amount, spec.decimals);
    const txHash = network.txHash(random);
    const now = iso(Date.now());
    const transaction: Transaction = {
      id: nextId(db, 'tx'),
      userId,
      accountId: account.id,
      type: 'deposit',
      status: 'completed',
      assetId: spec.id,
      asset: spec.symbol,
      amount,
      fee: '0',
      feeAsset: spec.symbol,
      networkId,
      address: address.address,
      memo: address.memo,
      txHash,
      explorerUrl: explorerTxUrl(network, txHash),
      confirmations: network.requiredConfirmations,
      requiredConfirmations: network.requiredConfirmations,
      counterAsset: null,
      counterAmount: null,
      rate: null,
      failureReason: null,
      createdAt: now,
      updatedAt: now,
      completedAt: now,
    };
    db.transactions.unshift(transaction);
    log(db, transaction, {
      status: 'pending',
      event: 'created',
      message: `Incoming ${amount} ${spec.symbol} seen on ${network.name}.`,
      confirmations: 0,
    });
    log(db, transaction, {
      status: 'completed',
      event: 'credited',
      message: `${amount} ${spec.symbol} credited to your account.`,
      confirmations: network.requiredConfirmations,
    });
    return transaction;
  });
  createNotification(userId, {
    type: 'TX_DEPOSIT_FINISHED',
    data: {
      title: 'Deposit completed',
      message: `${amount} ${spec.symbol} has been credited to your wallet.`,
      asset: spec.symbol,
      txId: tx.id,
      amount,
    },
  });
  return tx;
}

/** Fee, total debit and the network of a withdrawal draft, or the reason it cannot go out. */
export function priceWithdrawal(db: DemoDatabase, draft: Pick<WithdrawalDraft, 'assetId' | 'networkId' | 'amount'>) {
  const spec = assetSpec(draft.assetId);
  const network = db.networks.find((item) => item.id === draft.networkId);
  const rules = network?.assets.find((item) => item.assetId === draft.assetId);
  if (!spec || !network || !rules) return undefined;
  const totalDebit = add(draft.amount, rules.withdrawFee, spec.decimals);
  return { spec, network, rules, fee: rules.withdrawFee, totalDebit };
}

/** Submits a verified withdrawal: the amount and fee are locked and a pending transaction completes later. */
export function startWithdrawal(db: DemoDatabase, userId: string, draft: WithdrawalDraft): Transaction {
  const priced = priceWithdrawal(db, draft);
  const account = findAccount(db, userId, draft.assetId);
  if (!priced || !account) throw new Error('Demo backend: the withdrawal was not checked before submitting');
  const { spec, fee, totalDebit } = priced;
  const network = networkSpec(draft.networkId) as NetworkSpec;
  account.availableBalance = subtract(account.availableBalance, totalDebit, spec.decimals);
  account.lockedBalance = add(account.lockedBalance, totalDebit, spec.decimals);
  account.updatedAt = iso(Date.now());
  const now = iso(Date.now());
  const transaction: Transaction = {
    id: nextId(db, 'tx'),
    userId,
    accountId: account.id,
    type: 'withdrawal',
    status: 'pending',
    assetId: spec.id,
    asset: spec.symbol,
    amount: draft.amount,
    fee,
    feeAsset: spec.symbol,
    networkId: draft.networkId,
    address: draft.address,
    memo: draft.memo ?? null,
    txHash: null,
    explorerUrl: null,
    confirmations: 0,
    requiredConfirmations: network.requiredConfirmations,
    counterAsset: null,
    counterAmount: null,
    rate: null,
    failureReason: null,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
  };
  db.transactions.unshift(transaction);
  log(db, transaction, {
    status: 'pending',
    event: 'created',
    message: `Withdrawal of ${draft.amount} ${spec.symbol} requested.`,
    confirmations: null,
  });
  log(db, transaction, { status: 'pending', event: 'verified', message: 'Verification codes accepted.', confirmations: null });
  db.jobs.push({
    id: nextId(db, 'job'),
    at: Date.now() + demoTimings.withdrawalCompletesAfterMs,
    kind: 'complete-withdrawal',
    ref: transaction.id,
  });
  return transaction;
}

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

registerJobRunner('approve-kyc', (db, job) => {
  const user = db.users.find((item) => item.id === job.ref);
  if (user && user.kycStatus === 'pending') {
    user.kycStatus = 'approved';
    user.updatedAt = iso(Date.now());
  }
});

registerJobRunner('complete-nft-transfer', (db, job) => {
  const transfer = db.nftTransfers.find((item) => item.id === job.ref);
  if (!transfer || transfer.status !== 'pending') return;
  transfer.status = 'completed';
  transfer.txHash = (networkSpec('polygon') as NetworkSpec).txHash(runtimeRandom(db));
  const nft = db.nfts.find((item) => item.id === transfer.nftId);
  if (
    nft &&
    nft.status === 'transferring' &&
    !db.nftTransfers.some((other) => other.nftId === nft.id && other.status === 'pending')
  )
    nft.status = 'minted';
});

/** Moves balances for a conversion quote; returns the completed conversion transaction. */
export function convertWithQuote(db: DemoDatabase, userId: string, quoteId: string): Transaction {
  const quote = db.quotes.find((item) => item.id === quoteId && item.userId === userId);
  if (!quote) throw new Error('Demo backend: unknown quote');
  const from = assetSpec(quote.fromAssetId) as AssetSpec;
  const to = assetSpec(quote.toAssetId) as AssetSpec;
  const fromAccount = findAccount(db, userId, from.id) as AssetAccount;
  const toAccount = ensureAccount(db, userId, to);
  debit(fromAccount, quote.amount, from.decimals);
  credit(toAccount, quote.receiveAmount, to.decimals);
  db.quotes = db.quotes.filter((item) => item.id !== quote.id);
  const now = iso(Date.now());
  const transaction: Transaction = {
    id: nextId(db, 'tx'),
    userId,
    accountId: fromAccount.id,
    type: 'conversion',
    status: 'completed',
    assetId: from.id,
    asset: from.symbol,
    amount: quote.amount,
    fee: quote.fee,
    feeAsset: to.symbol,
    networkId: null,
    address: null,
    memo: null,
    txHash: null,
    explorerUrl: null,
    confirmations: 0,
    requiredConfirmations: 0,
    counterAsset: to.symbol,
    counterAmount: quote.receiveAmount,
    rate: quote.rate,
    failureReason: null,
    createdAt: now,
    updatedAt: now,
    completedAt: now,
  };
  db.transactions.unshift(transaction);
  log(db, transaction, {
    status: 'pending',
    event: 'created',
    message: `Conversion of ${quote.amount} ${from.symbol} to ${to.symbol} requested.`,
    confirmations: null,
  });
  log(db, transaction, {
    status: 'processing',
    event: 'debited',
    message: `${quote.amount} ${from.symbol} debited.`,
    confirmations: null,
  });
  log(db, transaction, {
    status: 'completed',
    event: 'credited',
    message: `${quote.receiveAmount} ${to.symbol} credited.`,
    confirmations: null,
  });
  return transaction;
}

/** The user whose data the demo panel acts on: the last one who called the API, else the demo customer. */
let lastActiveUserId: string | undefined;

export function noteActiveUser(userId: string): void {
  lastActiveUserId = userId;
}

export function activeUserId(fallback: string): string {
  return lastActiveUserId && getDb().users.some((user) => user.id === lastActiveUserId) ? lastActiveUserId : fallback;
}

// ── sign-ups ───────────────────────────────────────────────────────────────────────────────────────────
type SignedUp = DemoBackendEvents['user-signed-up'];

/**
 * The identity service's record of someone who just signed up: a new user (nw = 1, registration not
 * complete) with what the sign-up form collected. Idempotent: a known id or sub is left as it is.
 */
export function createSignedUpUser(signedUp: SignedUp, now: number = Date.now()): StoredUser {
  return updateDb((db) => {
    const existing = db.users.find((user) => user.id === signedUp.userId || user.sub === signedUp.sub);
    if (existing) return existing;
    const user: StoredUser = {
      id: signedUp.userId,
      sub: signedUp.sub,
      email: signedUp.email,
      username: signedUp.email,
      name: signedUp.name,
      lastname: signedUp.lastname,
      nickname: null,
      birthdate: null,
      gender: null,
      phoneNumber: signedUp.phoneNumber,
      image: null,
      tenantId: null,
      nw: 1,
      isRegisterComplete: false,
      kycStatus: 'not_started',
      createdAt: iso(now),
      updatedAt: iso(now),
      password: signedUp.password,
    };
    db.users.push(user);
    return user;
  });
}

demoEvents.on('user-signed-up', (signedUp) => {
  createSignedUpUser(signedUp);
});
