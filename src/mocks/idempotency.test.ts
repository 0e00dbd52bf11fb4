/**
 * The no-double-spend journey on the app's real client (walletApi → retry rules → msw/node → the demo
 * backend): a withdrawal whose answers are lost is applied once however often it is sent with its key, and
 * a POST without a key whose answer is lost is not sent again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { identityApi, newIdempotencyKey, walletApi, type ApiError } from '@/services/api';
import { config } from '@/services/config/env';
import { actAsDemoUser, demoAccessToken } from './act-as';
import { getDb } from './db';
import { clearFaults, faultHandler, setFault } from './faults/faults';
import { demoUsers } from './fixtures/demo-users';
import { server } from './node';

const customer = demoUsers.customer.userId;
const WALLET = `${config.apiBaseUrl}/wallet/api/v1`;
const draft = { assetId: 'usdt', networkId: 'tron', amount: '20', address: `T${'C'.repeat(33)}` };
const action = () => ({ idempotencyKey: newIdempotencyKey() });

const stopCounting: Array<() => void> = [];

afterEach(() => {
  clearFaults();
  stopCounting.splice(0).forEach((stop) => stop());
});

/** What the demo database holds for the customer's USDT: withdrawals and the locked balance. */
function usdtState() {
  const db = getDb();
  const account = db.accounts.find((item) => item.userId === customer && item.assetId === 'usdt');
  const withdrawals = db.transactions.filter((tx) => tx.userId === customer && tx.type === 'withdrawal' && tx.assetId === 'usdt');
  return { locked: account?.lockedBalance, available: account?.availableBalance, withdrawals: withdrawals.length };
}

/** Counts the requests that reach the backend for one endpoint (the fault handler sits behind this). */
function countRequests(method: string, path: string): Request[] {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(path)) seen.push(request);
  };
  server.events.on('request:start', listener);
  stopCounting.push(() => server.events.removeListener('request:start', listener));
  return seen;
}

async function verifiedWithdrawal() {
  const challenge = await walletApi.sendWithdrawVerificationCode(draft, action());
  const { withdrawalToken } = await walletApi.verifyWithdrawVerificationCodes(
    { verificationId: challenge.verificationId, codes: { email: '123456', sms: '123456' } },
    action(),
  );
  return { ...draft, withdrawalToken };
}

describe('no double spend', () => {
  it('a withdrawal whose answers are lost is retried with its key, and "Try again" with the same key debits once', async () => {
    actAsDemoUser();
    server.use(faultHandler);
    const request = await verifiedWithdrawal();
    const before = usdtState();
    const sent = countRequests('POST', '/transactions/ext');
    setFault({ method: 'POST', path: '/wallet/api/v1/transactions/ext' }, 'drop');

    const confirm = action();
    const lost = (await walletApi.createWithdrawal(request, confirm).catch((error: unknown) => error)) as ApiError;
    expect(lost.isNetworkError).toBe(true);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((item) => item.headers.get('Idempotency-Key')))).toEqual(new Set([confirm.idempotencyKey]));
    // Applied by the first attempt, replayed to the other two: one withdrawal, one debit.
    const applied = usdtState();
    expect(applied.withdrawals).toBe(before.withdrawals + 1);

    clearFaults();
    const retried = await walletApi.createWithdrawal(request, confirm);
    const after = usdtState();
    expect(after).toEqual(applied);
    expect(retried).toMatchObject({ type: 'withdrawal', status: 'pending', amount: '20' });
    expect(getDb().transactions.filter((tx) => tx.id === retried.id)).toHaveLength(1);
    expect(after.locked).not.toBe(before.locked);
    expect(getDb().idempotency.filter((item) => item.key === confirm.idempotencyKey)).toHaveLength(1);
  });

  it('a POST without a key whose answer is lost is sent once and reported as unconfirmed', async () => {
    actAsDemoUser();
    server.use(faultHandler);
    const sent = countRequests('POST', '/users/reset-password');
    setFault({ method: 'POST', path: '/identity/api/v1/users/reset-password' }, 'drop');
    const error = (await identityApi
      .changePassword({ oldPassword: 'wrong', newPassword: 'Another#Pass1' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(sent).toHaveLength(1);
    expect(error.isUnconfirmed).toBe(true);
    expect(error.messageId).toBe('errors.api.unconfirmed');
  });
});

describe('the demo backend honours Idempotency-Key', () => {
  const post = (path: string, key: string | null, body: unknown) =>
    fetch(`${WALLET}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${demoAccessToken()}`,
        'Content-Type': 'application/json',
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: JSON.stringify(body),
    });

  it('replays the first answer, refuses the key with another body, and requires a key', async () => {
    const key = newIdempotencyKey();
    const first = await post('/accounts', key, { assetId: 'apt' });
    expect(first.status).toBe(201);
    const replay = await post('/accounts', key, { assetId: 'apt' });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect(getDb().accounts.filter((item) => item.userId === customer && item.assetId === 'apt')).toHaveLength(1);

    const reused = await post('/accounts', key, { assetId: 'sol' });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await post('/accounts', null, { assetId: 'sol' })).status).toBe(422);
    // A new action (a new key) runs again: the account exists now.
    expect((await post('/accounts', newIdempotencyKey(), { assetId: 'apt' })).status).toBe(409);
  });

  it('does not store failures: they moved nothing, so a retry runs again', async () => {
    const key = newIdempotencyKey();
    expect((await post('/accounts', key, { assetId: 'nope' })).status).toBe(404);
    expect(getDb().idempotency).toHaveLength(0);
  });

  it('keeps keys per user', async () => {
    const key = newIdempotencyKey();
    expect((await post('/accounts', key, { assetId: 'apt' })).status).toBe(201);
    const other = await fetch(`${WALLET}/accounts`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${demoAccessToken('admin')}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify({ assetId: 'apt' }),
    });
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('recognises a re-sent multipart form by its fields, not its boundary', async () => {
    const key = newIdempotencyKey();
    const form = () => {
      const data = new FormData();
      data.append('subject', 'Deposit missing');
      data.append('message', 'My ETH deposit has not arrived.');
      return data;
    };
    const send = () =>
      fetch(`${config.apiBaseUrl}/identity/api/v1/contacts`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${demoAccessToken()}`, 'Idempotency-Key': key },
        body: form(),
      });
    const first = await send();
    expect(first.status).toBe(201);
    const replay = await send();
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(getDb().contacts).toHaveLength(1);
  });
});
