/**
 * The demo backend behaves like a wallet, through the app's own API layer: writes stick, money moves,
 * withdrawals finish later and announce themselves, deposits arrive on demand.
 */
import 'fake-indexeddb/auto';
import { createQueryClient } from '@/app/query-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  gamehubApi,
  identityApi,
  newIdempotencyKey,
  queryKeys,
  walletApi,
  walletMutations,
  walletQueries,
} from '@/services/api';
import { actAsDemoUser, actSignedOut, demoAccessToken } from './act-as';
import { startWithdrawal } from './db/actions';
import {
  configureDb,
  createNotification,
  demoTimings,
  getDb,
  openStoredDb,
  resetDb,
  runPendingJobs,
  simulateDeposit,
  updateDb,
} from './db';
import { deleteStoredDb, readStoredDb, storedDbWritten } from './db/stored-db';
import type { DemoDatabase } from './db/types';
import { demoEvents, type DemoBackendEvents } from './events';
import { applyFaultsFromUrl, clearFaults, endpointsOf, parseFault, readFaults, setFault } from './faults/faults';
import { demoUsers } from './fixtures/demo-users';
import { server } from './node';
import { restHandlers } from './rest';
import { scenarios } from './scenarios';
import { resolveStoryHandlers } from './storybook';

const customer = demoUsers.customer.userId;
const TRON = `T${'B'.repeat(33)}`;

function listen<K extends keyof DemoBackendEvents>(type: K): DemoBackendEvents[K][] {
  const seen: DemoBackendEvents[K][] = [];
  const stop = demoEvents.on(type, (payload) => seen.push(payload));
  afterEach(stop);
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
  configureDb({ persistence: 'memory' });
});

/** A new customer action: its own idempotency key. */
const action = () => ({ idempotencyKey: newIdempotencyKey() });

describe('acting as a demo user', () => {
  it('answers 401 without a token and with an expired one (the app itself never sends a call without one)', async () => {
    actSignedOut();
    await expect(walletApi.listAccounts()).rejects.toMatchObject({ status: 401, messageId: 'errors.auth.notAuthenticated' });
    const anonymous = await fetch('https://api.wallet.demo/wallet/api/v1/accounts');
    expect(anonymous.status).toBe(401);
    const expired = demoAccessToken('customer', { expiresInSeconds: -60 });
    const response = await fetch('https://api.wallet.demo/wallet/api/v1/accounts', {
      headers: { Authorization: `Bearer ${expired}` },
    });
    expect(response.status).toBe(401);
  });

  it("serves each user their own data, paged (12 a page: the customer's 36 accounts make 3 pages)", async () => {
    actAsDemoUser();
    const page = await walletApi.listAccounts({ page: 3, per_page: 12 });
    expect(page.meta).toMatchObject({ current_page: 3, last_page: 3, per_page: 12, total: 36, from: 25, to: 36 });
    expect(page.links.first).toContain('page=1');
    expect(page.data.every((account) => account.userId === customer)).toBe(true);
    actAsDemoUser('newcomer');
    expect((await walletApi.listAccounts()).meta.total).toBe(0);
  });

  it('falls back to matching the sub claim when the token has no custom:user_id', async () => {
    const payload = btoa(JSON.stringify({ sub: demoUsers.admin.sub, exp: Math.floor(Date.now() / 1000) + 60 }));
    const response = await fetch('https://api.wallet.demo/identity/api/v1/users/mew', {
      method: 'POST',
      headers: { Authorization: `Bearer e30.${payload}.x` },
    });
    expect(((await response.json()) as { id: string }).id).toBe(demoUsers.admin.userId);
  });
});

describe('wallet writes', () => {
  it('returns a generated address the next time', async () => {
    actAsDemoUser();
    await expect(walletApi.getWalletAddress('eth', 'base')).resolves.toBeNull();
    const generated = await walletApi.generateWalletAddress('eth', 'base', action());
    await expect(walletApi.getWalletAddress('eth', 'base')).resolves.toEqual(generated);
    // EIP-55 casing: a checksum the send screen accepts (ADR 0029).
    expect(generated.address).toMatch(/^0x[a-fA-F0-9]{40}$/);
    expect(generated.address).not.toBe(generated.address.toLowerCase());
  });

  it('moves both balances on a conversion and records it', async () => {
    actAsDemoUser();
    const before = (await walletApi.listAccounts({ asset: 'BTC' })).data[0];
    const usdtBefore = (await walletApi.listAccounts({ asset: 'USDT' })).data[0];
    const quote = await walletApi.getConverterQuote({ from: 'BTC', to: 'USDT', amount: '0.01' });
    const tx = await walletApi.convert(quote.id, action());
    expect(tx).toMatchObject({
      type: 'conversion',
      status: 'completed',
      amount: '0.01',
      counterAsset: 'USDT',
      counterAmount: quote.receiveAmount,
    });
    const after = (await walletApi.listAccounts({ asset: 'BTC' })).data[0];
    const usdtAfter = (await walletApi.listAccounts({ asset: 'USDT' })).data[0];
    expect(Number(before?.balance) - Number(after?.balance)).toBeCloseTo(0.01, 8);
    expect(Number(usdtAfter?.balance) - Number(usdtBefore?.balance)).toBeCloseTo(Number(quote.receiveAmount), 4);
    await expect(walletApi.convert(quote.id, action())).rejects.toMatchObject({ status: 404 });
  });

  it('takes a withdrawal through fee, limit, codes and submission, then completes it and notifies', async () => {
    actAsDemoUser();
    const created = listen('notification-created');
    const draft = { assetId: 'usdt', networkId: 'tron', amount: '20', address: TRON };
    const fee = await walletApi.getWithdrawalFee(draft);
    const limit = await walletApi.getDailyLimit('usdt');
    expect(Number(limit.remaining)).toBeGreaterThan(Number(fee.totalDebit));
    const challenge = await walletApi.sendWithdrawVerificationCode(draft, action());
    expect(challenge.channels.map((channel) => channel.channel)).toEqual(['email', 'sms']);
    const wrong = await walletApi
      .verifyWithdrawVerificationCodes(
        { verificationId: challenge.verificationId, codes: { email: '111111', sms: '123456' } },
        action(),
      )
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).fieldError('codes.email')?.code).toBe('INVALID_CODE');
    const { withdrawalToken } = await walletApi.verifyWithdrawVerificationCodes(
      { verificationId: challenge.verificationId, codes: { email: '123456', sms: '123456' } },
      action(),
    );
    const tx = await walletApi.createWithdrawal({ ...draft, withdrawalToken }, action());
    expect(tx).toMatchObject({ type: 'withdrawal', status: 'pending', txHash: null });
    const locked = (await walletApi.listAccounts({ asset: 'USDT' })).data[0];
    expect(locked?.lockedBalance).toBe(fee.totalDebit);
    await expect(walletApi.createWithdrawal({ ...draft, withdrawalToken }, action())).rejects.toMatchObject({ status: 403 });

    runPendingJobs();
    await Promise.resolve();
    const done = (await walletApi.listTransactions({ type: 'withdrawal', per_page: 1 })).data[0];
    expect(done).toMatchObject({ id: tx.id, status: 'completed' });
    expect(done?.txHash).toBeTruthy();
    const logs = await walletApi.listTransactionLogs(tx.id);
    expect(logs.data.map((log) => log.event)).toEqual(['created', 'verified', 'broadcast', 'completed']);
    expect((await walletApi.listAccounts({ asset: 'USDT' })).data[0]?.lockedBalance).toBe('0');
    expect(created.at(-1)).toMatchObject({
      userId: customer,
      notification: { type: 'TX_WITHDRAW_FINISHED', data: { txId: tx.id } },
    });
    const notes = await gamehubApi.listNotifications({ unread: true });
    expect(notes.data[0]?.id).toBe(created.at(-1)?.notification.id);
  });

  it('completes a pending withdrawal by itself after a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const created = listen('notification-created');
    const pending = updateDb((db) =>
      startWithdrawal(db, customer, { assetId: 'usdt', networkId: 'tron', amount: '20', address: TRON }),
    );
    expect(getDb().jobs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(demoTimings.withdrawalCompletesAfterMs - 1);
    expect(getDb().transactions.find((item) => item.id === pending.id)?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(getDb().transactions.find((item) => item.id === pending.id)?.status).toBe('completed');
    expect(created).toHaveLength(1);
  });

  it('lets a demo deposit arrive: credit, completed transaction, TX_DEPOSIT_FINISHED pushed', async () => {
    actAsDemoUser();
    const created = listen('notification-created');
    const before = (await walletApi.listAccounts({ asset: 'ETH' })).data[0];
    const tx = simulateDeposit(customer, 'ETH', '0.25');
    expect(tx).toMatchObject({ type: 'deposit', status: 'completed', asset: 'ETH', amount: '0.25', networkId: 'ethereum' });
    const after = (await walletApi.listAccounts({ asset: 'ETH' })).data[0];
    expect(Number(after?.balance) - Number(before?.balance)).toBeCloseTo(0.25, 10);
    expect(created).toEqual([
      expect.objectContaining({ userId: customer, notification: expect.objectContaining({ type: 'TX_DEPOSIT_FINISHED' }) }),
    ]);
    // An asset the user does not hold yet gets an account.
    simulateDeposit(customer, 'APT', '3');
    expect((await walletApi.listAccounts({ asset: 'APT' })).data[0]?.balance).toBe('3');
  });

  it('invalidates what a write changes (mutation options)', async () => {
    actAsDemoUser();
    const client = createQueryClient();
    await client.fetchQuery(walletQueries.accounts({ asset: 'BTC' }));
    const quote = await walletApi.getConverterQuote({ from: 'BTC', to: 'USDT', amount: '0.01' });
    const options = walletMutations.convert();
    await options.mutationFn?.({ quoteId: quote.id, ...action() }, { client, meta: undefined, mutationKey: options.mutationKey });
    expect(client.getQueryState(queryKeys.wallet.accounts.list({ asset: 'BTC' }))?.isInvalidated).toBe(true);
  });
});

describe('notifications and identity', () => {
  it('marks read, reads all and deletes', async () => {
    actAsDemoUser();
    const unread = (await gamehubApi.listNotifications({ unread: true, per_page: 200 })).data;
    expect(unread.length).toBeGreaterThan(1);
    const first = unread[0];
    if (!first) throw new Error('no unread notification');
    expect((await gamehubApi.readNotification(first.id)).readAt).not.toBeNull();
    const { updated } = await gamehubApi.readAllNotifications();
    expect(updated).toBe(unread.length - 1);
    expect((await gamehubApi.listNotifications({ unread: true })).meta.total).toBe(0);
    await gamehubApi.deleteNotification(first.id);
    await expect(gamehubApi.getNotification(first.id)).rejects.toMatchObject({ status: 404 });
  });

  it('creates a notification on demand and announces it', async () => {
    actAsDemoUser();
    const created = listen('notification-created');
    const note = createNotification(customer, { type: 'GENERIC', data: { title: 'Hello', message: 'From a test' } });
    expect(created).toEqual([{ userId: customer, notification: note }]);
    expect((await gamehubApi.listNotifications()).data[0]).toEqual(note);
  });

  it('changes profile, image (multipart) and registration', async () => {
    actAsDemoUser();
    const updated = await identityApi.updateUser(customer, { nickname: 'dd' });
    expect(updated.nickname).toBe('dd');
    const withImage = await identityApi.uploadUserImage(
      customer,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' }),
    );
    expect(withImage.image).toMatch(/^https:\/\/api\.wallet\.demo\/demo-media\/avatars\//);
    const image = await fetch(withImage.image ?? '');
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    const registered = listen('registration-completed');
    actAsDemoUser('newcomer');
    expect((await identityApi.getRegistrationStatus(demoUsers.newcomer.userId)).isRegisterComplete).toBe(false);
    await identityApi.completeRegistration(demoUsers.newcomer.userId, {
      name: 'Nil',
      lastname: 'Yeni',
      birthdate: '1995-05-05',
      acceptTerms: true,
    });
    expect((await identityApi.getRegistrationStatus(demoUsers.newcomer.userId)).isRegisterComplete).toBe(true);
    expect(registered).toEqual([{ userId: demoUsers.newcomer.userId, sub: demoUsers.newcomer.sub }]);
  });

  it('keeps the per-call message of the spec', async () => {
    actAsDemoUser();
    server.use(scenarios.identity.error('POST /users/mew', { message: 'db down' }));
    await expect(identityApi.getMew()).rejects.toMatchObject({
      status: 500,
      messageId: 'errors.users.mew',
      serverMessage: 'db down',
    });
    await expect(identityApi.listUsers()).rejects.toMatchObject({ status: 403, messageId: 'errors.users.list' });
  });
});

describe('scenarios', () => {
  it('empty, slow and error scenarios answer in place of the demo data', async () => {
    actAsDemoUser();
    server.use(scenarios.wallet.empty('GET /accounts'));
    expect((await walletApi.listAccounts({ per_page: 12 })).meta).toMatchObject({ total: 0, per_page: 12, from: null });
    server.resetHandlers();
    server.use(scenarios.wallet.slow('GET /networks', 5));
    expect((await walletApi.listNetworks()).data.length).toBeGreaterThan(10);
    server.use(scenarios.rest.error({ status: 503, message: 'Maintenance' }));
    await expect(walletApi.listPrices()).rejects.toMatchObject({
      status: 503,
      serverMessage: 'Maintenance',
      messageId: 'errors.wallet.converter',
    });
  });

  it('puts story handlers in front of the defaults, unless a story replaces a default group', () => {
    const scenario = scenarios.wallet.error('GET /accounts');
    const [first] = resolveStoryHandlers({ handlers: { rest: restHandlers, wallet: [scenario] } });
    expect(first).toBe(scenario);
    expect(resolveStoryHandlers({ handlers: { rest: [scenario] } })).toEqual([scenario]);
  });
});

describe('fault injection', () => {
  it('reads METHOD:/path:mode from the URL and keeps it for the tab', () => {
    expect(parseFault('GET:/wallet/api/v1/accounts:500')).toEqual({
      method: 'GET',
      path: '/wallet/api/v1/accounts',
      mode: '500',
    });
    expect(parseFault('post:/wallet/api/v1/accounts/{id}:stall')).toEqual({
      method: 'POST',
      path: '/wallet/api/v1/accounts/:id',
      mode: 'stall',
    });
    expect(parseFault('GET:/x:sometimes')).toBeUndefined();
    applyFaultsFromUrl(
      'https://app.test/wallet?demo-fault=GET:/wallet/api/v1/accounts:429&demo-fault=DELETE:/gamehub/api/v1/notifications/:id:fail',
    );
    expect(readFaults()).toHaveLength(2);
    setFault({ method: 'GET', path: '/wallet/api/v1/accounts' }, null);
    expect(readFaults()).toEqual([{ method: 'DELETE', path: '/gamehub/api/v1/notifications/:id', mode: 'fail' }]);
    applyFaultsFromUrl('https://app.test/?demo-fault=clear');
    expect(readFaults()).toEqual([]);
    clearFaults();
  });

  it('lists every REST endpoint of the demo backend for the panel', () => {
    const endpoints = endpointsOf(restHandlers);
    expect(endpoints).toHaveLength(41);
    expect(endpoints).toContainEqual({ method: 'GET', path: '/wallet/api/v1/accounts/:id' });
  });
});

describe('persistence', () => {
  afterEach(deleteStoredDb);

  it('keeps the database in IndexedDB in the browser, and reset brings the seed back', async () => {
    configureDb({ persistence: 'local' });
    await openStoredDb();
    actAsDemoUser();
    await walletApi.generateWalletAddress('eth', 'base', action());
    await storedDbWritten();
    expect(((await readStoredDb()) as DemoDatabase).addresses).toContainEqual(expect.objectContaining({ networkId: 'base' }));
    configureDb({ persistence: 'local' });
    await openStoredDb();
    await expect(walletApi.getWalletAddress('eth', 'base')).resolves.not.toBeNull();
    resetDb();
    await expect(walletApi.getWalletAddress('eth', 'base')).resolves.toBeNull();
  });
});
