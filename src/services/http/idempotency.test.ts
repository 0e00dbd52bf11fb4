import { http, HttpResponse } from 'msw';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import type { paths as WalletPaths } from '@/services/generated/wallet';
import messages from '@/services/i18n/en.json';
import { setAccessTokenSource } from './access-token';
import { createApiClient, settle } from './client';
import { ApiError, describeApiError } from './errors';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency';
import { isSafeToRetry, UnconfirmedRequestError, withRetry } from './retry';

// Calls are sent only with a token (a signed-in session); these tests are about what happens after sending.
beforeEach(() => setAccessTokenSource(() => Promise.resolve('header.payload.signature')));
afterEach(() => setAccessTokenSource());

const HOST = 'https://api.test';
const WALLET = `${HOST}/wallet/api/v1`;
const wallet = () =>
  createApiClient<WalletPaths>({ baseUrl: HOST, basePath: '/wallet/api/v1', retry: { sleep: () => Promise.resolve() } });
const intl = createIntl({ locale: 'en', messages });

/** Counts the calls to one POST, answering each with the given response. */
function postAnswering(path: string, respond: () => Response): Request[] {
  const calls: Request[] = [];
  server.use(
    http.post(`${WALLET}${path}`, ({ request }) => {
      calls.push(request);
      return respond();
    }),
  );
  return calls;
}

describe('which requests are retried', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s is idempotent: retried', (method) => {
    expect(isSafeToRetry(new Request(`${WALLET}/accounts`, { method }))).toBe(true);
  });

  it('a POST only with an Idempotency-Key', () => {
    expect(isSafeToRetry(new Request(`${WALLET}/converter`, { method: 'POST' }))).toBe(false);
    const keyed = new Request(`${WALLET}/converter`, { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: 'k' } });
    expect(isSafeToRetry(keyed)).toBe(true);
  });

  it('gives every action a new key', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe('a POST without a key', () => {
  it.each([429, 503])('is tried once on %i and fails with that status', async (status) => {
    const calls = postAnswering('/transactions/ext/fee', () => HttpResponse.json({ message: 'busy' }, { status }));
    const body = { assetId: 'btc', networkId: 'bitcoin', amount: '0.1' };
    const error = await settle(wallet().POST('/transactions/ext/fee', { body }), 'errors.api.default').catch(
      (caught: unknown) => caught,
    );
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ status });
  });

  it('is never re-sent when its response is lost, and says it could not be confirmed', async () => {
    const calls = postAnswering('/transactions/ext/fee', () => HttpResponse.error());
    const body = { assetId: 'btc', networkId: 'bitcoin', amount: '0.1' };
    const error = (await settle(wallet().POST('/transactions/ext/fee', { body }), 'errors.api.default').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(calls).toHaveLength(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.cause).toBeInstanceOf(UnconfirmedRequestError);
    expect(error.isUnconfirmed).toBe(true);
    expect(describeApiError(error, intl)).toBe('We could not confirm this request. Check your history before trying again.');
  });

  it('that only reads fails with its own message instead', async () => {
    postAnswering('/transactions/ext/fee', () => HttpResponse.error());
    const body = { assetId: 'btc', networkId: 'bitcoin', amount: '0.1' };
    const error = (await settle(wallet().POST('/transactions/ext/fee', { body }), 'errors.wallet.converter', {
      readOnly: true,
    }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.isUnconfirmed).toBe(false);
    expect(error.messageId).toBe('errors.wallet.converter');
  });

  it('passes a cancellation through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const retrying = withRetry(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    const request = new Request(`${WALLET}/converter`, { method: 'POST', signal: controller.signal });
    await expect(retrying(request)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a POST with a key', () => {
  it('is retried with the same key after a lost response, then succeeds', async () => {
    let attempt = 0;
    const calls = postAnswering('/converter', () =>
      ++attempt < 3 ? HttpResponse.error() : HttpResponse.json({}, { status: 201 }),
    );
    const key = newIdempotencyKey();
    await settle(
      wallet().POST('/converter', { params: { header: { [IDEMPOTENCY_KEY_HEADER]: key } }, body: { quoteId: 'q' } }),
      'errors.api.default',
    );
    expect(calls.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual([key, key, key]);
  });

  it('after 3 lost responses fails as a network error with its own message', async () => {
    const calls = postAnswering('/converter', () => HttpResponse.error());
    const error = (await settle(
      wallet().POST('/converter', { params: { header: { [IDEMPOTENCY_KEY_HEADER]: 'k' } }, body: { quoteId: 'q' } }),
      'errors.wallet.converter',
    ).catch((caught: unknown) => caught)) as ApiError;
    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ status: 0, messageId: 'errors.wallet.converter' });
  });
});
