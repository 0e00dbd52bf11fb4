import { http, HttpResponse } from 'msw';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import type { paths as IdentityPaths } from '@/services/generated/identity';
import type { paths as WalletPaths } from '@/services/generated/wallet';
import messages from '@/services/i18n/en.json';
import { readStoredLocale } from '@/services/i18n/locale';
import { setAccessTokenSource } from './access-token';
import { createApiClient, settle } from './client';
import { ApiError, describeApiError } from './errors';
import { toFormData } from './multipart';
import { setRequestLanguageSource } from './request-language';
import { DEFAULT_RETRY_POLICY, defaultSleep, retryDelay, withRetry, type RetryPolicy } from './retry';

const HOST = 'https://api.test';
const WALLET = `${HOST}/wallet/api/v1`;
const noWait = { sleep: () => Promise.resolve(), random: () => 0 };

const wallet = (retry: Partial<RetryPolicy> = noWait) =>
  createApiClient<WalletPaths>({ baseUrl: HOST, basePath: '/wallet/api/v1', retry });
const identity = () => createApiClient<IdentityPaths>({ baseUrl: HOST, basePath: '/identity/api/v1', retry: noWait });

const page = {
  data: [],
  links: { first: null, last: null },
  meta: { current_page: 1, last_page: 1, total: 0, per_page: 12, from: null, to: null },
};

/** Answers GET /accounts with the given responses in turn (the last one repeats) and counts the calls. */
function accountsAnswering(...responses: Array<() => Response>) {
  const calls: Request[] = [];
  server.use(
    http.get(`${WALLET}/accounts`, ({ request }) => {
      calls.push(request);
      const next = responses[Math.min(calls.length - 1, responses.length - 1)] as () => Response;
      return next();
    }),
  );
  return calls;
}

// Every call is protected: the tests below act as a signed-in caller unless they say otherwise.
beforeEach(() => setAccessTokenSource(() => Promise.resolve('header.payload.signature')));

afterEach(() => {
  setAccessTokenSource();
  vi.useRealTimers();
});

describe('request headers', () => {
  it('sends the access token from the token source as a Bearer Authorization header', async () => {
    setAccessTokenSource(() => Promise.resolve('header.payload.signature'));
    const calls = accountsAnswering(() => HttpResponse.json(page));
    await settle(wallet().GET('/accounts'), 'errors.wallet.accounts');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer header.payload.signature');
  });

  it('asks the token source on every call, so a refreshed token is used at once', async () => {
    const tokens = ['first', 'second'];
    setAccessTokenSource(() => Promise.resolve(tokens.shift()));
    const calls = accountsAnswering(() => HttpResponse.json(page));
    await settle(wallet().GET('/accounts'), 'errors.wallet.accounts');
    await settle(wallet().GET('/accounts'), 'errors.wallet.accounts');
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer first', 'Bearer second']);
  });

  it('never sends a call without a token: signed out, it is refused with the catalogue message', async () => {
    setAccessTokenSource();
    const calls = accountsAnswering(() => HttpResponse.json(page));
    await expect(settle(wallet().GET('/accounts'), 'errors.wallet.accounts')).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      messageId: 'errors.auth.notAuthenticated',
      operation: 'GET /wallet/api/v1/accounts',
    });
    expect(calls).toHaveLength(0);
  });

  it('never sends a call when the token source fails (a refresh that could not complete)', async () => {
    setAccessTokenSource(() => Promise.reject(new Error('offline')));
    const calls = accountsAnswering(() => HttpResponse.json(page));
    await expect(settle(wallet().GET('/accounts'), 'errors.wallet.accounts')).rejects.toMatchObject({
      status: 0,
      messageId: 'errors.auth.notAuthenticated',
    });
    expect(calls).toHaveLength(0);
  });

  it('sends a JSON content type, also on calls without a body', async () => {
    const calls = accountsAnswering(() => HttpResponse.json(page));
    await settle(wallet().GET('/accounts', { params: { query: { page: 2, per_page: 12 } } }), 'errors.wallet.accounts');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(new URL(calls[0]?.url ?? '').search).toBe('?page=2&per_page=12');
  });

  it('sends the interface language as Accept-Language, asked for on every call; none without a source', async () => {
    const calls = accountsAnswering(() => HttpResponse.json(page));
    let language = 'en';
    try {
      setRequestLanguageSource(() => language);
      await settle(wallet().GET('/accounts'), 'errors.wallet.accounts');
      language = 'tr';
      await settle(wallet().GET('/accounts'), 'errors.wallet.accounts');
      setRequestLanguageSource();
      await settle(wallet().GET('/accounts'), 'errors.wallet.accounts');
    } finally {
      setRequestLanguageSource(readStoredLocale);
    }
    // Without a source the app names none: the runtime's own default goes out (Node's fetch sends "*").
    expect(calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['en', 'tr', '*']);
  });

  it('sends uploads as multipart/form-data with the boundary the runtime chose, and the file intact', async () => {
    let received: { type: string | null; form: FormData } | undefined;
    server.use(
      http.post(`${HOST}/identity/api/v1/contacts`, async ({ request }) => {
        received = { type: request.headers.get('Content-Type'), form: await request.formData() };
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const attachment = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await settle(
      identity().POST('/contacts', {
        params: { header: { 'Idempotency-Key': 'contact-1' } },
        body: { subject: 'Missing deposit', message: 'Please check', attachment },
        bodySerializer: toFormData,
      }),
      'errors.contacts.send',
    );
    expect(received?.type).toMatch(/^multipart\/form-data; boundary=.+/);
    expect(received?.form.get('subject')).toBe('Missing deposit');
    const file = received?.form.get('attachment');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('note.txt');
    expect(await (file as File).text()).toBe('hello');
  });

  it('turns numbers into text and leaves absent values out of multipart bodies', () => {
    const form = toFormData({ name: 'Gem', supply: 10, description: undefined, image: new Blob(['x']) });
    expect(form.get('supply')).toBe('10');
    expect(form.has('description')).toBe(false);
    expect(form.get('image')).toBeInstanceOf(Blob);
  });
});

describe('success statuses', () => {
  it.each([200, 201])('status %i gives the data', async (status) => {
    accountsAnswering(() => HttpResponse.json(page, { status }));
    await expect(settle(wallet().GET('/accounts'), 'errors.wallet.accounts')).resolves.toEqual(page);
  });

  it('status 204 succeeds with no data', async () => {
    server.use(http.delete(`${HOST}/identity/api/v1/users/:id`, () => new HttpResponse(null, { status: 204 })));
    await expect(
      settle(identity().DELETE('/users/{id}', { params: { path: { id: 'u-1' } } }), 'errors.users.delete'),
    ).resolves.toBe(undefined);
  });

  it.each([202, 203, 206, 400, 401, 403, 404, 409, 422])(
    'status %i leaves the result empty: the call fails with its own message',
    async (status) => {
      accountsAnswering(() => HttpResponse.json(page, { status }));
      const error = await settle(wallet().GET('/accounts'), 'errors.wallet.accounts').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, messageId: 'errors.wallet.accounts' });
    },
  );
});

describe('error bodies', () => {
  it('keeps the body message, errorMessage, code and errors list', async () => {
    const errors = [{ field: 'amount', code: 'MIN_AMOUNT', message: 'Below the minimum' }];
    accountsAnswering(() =>
      HttpResponse.json(
        { message: 'Validation failed', errorMessage: 'Check the amount', code: 'VALIDATION', errors },
        { status: 422 },
      ),
    );
    const error = (await settle(wallet().GET('/accounts'), 'errors.wallet.accounts').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toMatchObject({
      status: 422,
      serverMessage: 'Validation failed',
      serverErrorMessage: 'Check the amount',
      code: 'VALIDATION',
    });
    expect(error.message).toBe('Validation failed');
    expect(error.errors).toEqual(errors);
    expect(error.fieldError('amount')?.code).toBe('MIN_AMOUNT');
  });

  it('stores a non-empty errors list as the error even when the status is a success', async () => {
    accountsAnswering(() => HttpResponse.json({ ...page, message: 'Partial', errors: [{ message: 'Shard down' }] }));
    const error = (await settle(wallet().GET('/accounts'), 'errors.wallet.accounts').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors).toEqual([{ message: 'Shard down' }]);
    expect(error.serverMessage).toBe('Partial');
  });

  it('an empty errors list is not an error', async () => {
    accountsAnswering(() => HttpResponse.json({ ...page, errors: [] }));
    await expect(settle(wallet().GET('/accounts'), 'errors.wallet.accounts')).resolves.toMatchObject({ data: [] });
  });

  it("falls back to 'Error while calling API' when the body has no message", async () => {
    accountsAnswering(() => new HttpResponse('', { status: 404 }));
    const error = (await settle(wallet().GET('/accounts'), 'errors.api.default').catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('Error while calling API');
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('customer-facing text', () => {
  const intl = createIntl({ locale: 'en', messages });
  const apiError = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ status: 500, messageId: 'errors.api.default', ...init });

  it("prefers the server's errorMessage", () => {
    expect(describeApiError(apiError({ messageId: 'errors.users.get', serverErrorMessage: 'Account locked' }), intl)).toBe(
      'Account locked',
    );
  });

  it("otherwise shows the call's catalogue message", () => {
    expect(describeApiError(apiError({ messageId: 'errors.users.get', serverMessage: 'db timeout' }), intl)).toBe(
      'Error getting user',
    );
  });

  it('lets the caller choose the message (the layout shows its own load error)', () => {
    expect(
      describeApiError(apiError({ messageId: 'errors.notifications.list' }), intl, { messageId: 'errors.notifications.load' }),
    ).toBe('Notifications load failed, retry later');
  });

  it("shows the server's message for calls without a message of their own, else the default", () => {
    expect(describeApiError(apiError({ serverMessage: 'Quote expired' }), intl)).toBe('Quote expired');
    expect(describeApiError(apiError({}), intl)).toBe('Error while calling API');
  });

  it('describes anything else with the default message', () => {
    expect(describeApiError(new TypeError('boom'), intl)).toBe('Error while calling API');
  });
});

describe('retries', () => {
  it.each([429, 500, 502, 503, 504])('status %i is tried 3 times in all, then fails with that status', async (status) => {
    const calls = accountsAnswering(() => HttpResponse.json({ message: 'Try later' }, { status }));
    const error = await settle(wallet().GET('/accounts'), 'errors.wallet.accounts').catch((caught: unknown) => caught);
    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ status, serverMessage: 'Try later', messageId: 'errors.wallet.accounts' });
  });

  it.each([400, 401, 403, 404, 409, 422, 501])('status %i is not retried', async (status) => {
    const calls = accountsAnswering(() => HttpResponse.json({ message: 'No' }, { status }));
    await settle(wallet().GET('/accounts'), 'errors.wallet.accounts').catch(() => undefined);
    expect(calls).toHaveLength(1);
  });

  it('a network error is retried, then fails with status 0', async () => {
    const calls = accountsAnswering(() => HttpResponse.error());
    const error = (await settle(wallet().GET('/accounts'), 'errors.wallet.accounts').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(calls).toHaveLength(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it.each(['ThrottlingException', 'RequestTimeout', 'RequestTimeTooSkewed'])(
    'a body error code %s is retried like a 429',
    async (code) => {
      const calls = accountsAnswering(() => HttpResponse.json({ message: 'Slow down', code }, { status: 400 }));
      await settle(wallet().GET('/accounts'), 'errors.wallet.accounts').catch(() => undefined);
      expect(calls).toHaveLength(3);
    },
  );

  it('an error code in the errors list counts too', async () => {
    const calls = accountsAnswering(() =>
      HttpResponse.json({ errors: [{ code: 'TooManyRequestsException', message: 'x' }] }, { status: 400 }),
    );
    await settle(wallet().GET('/accounts'), 'errors.wallet.accounts').catch(() => undefined);
    expect(calls).toHaveLength(3);
  });

  it('stops retrying as soon as an attempt succeeds', async () => {
    const calls = accountsAnswering(
      () => new HttpResponse(null, { status: 503 }),
      () => HttpResponse.json(page),
    );
    await expect(settle(wallet().GET('/accounts'), 'errors.wallet.accounts')).resolves.toEqual(page);
    expect(calls).toHaveLength(2);
  });

  it('sends the same body and key again on every attempt of a keyed POST', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${WALLET}/converter`, async ({ request }) => {
        sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return HttpResponse.json({ message: 'busy' }, { status: 503 });
      }),
    );
    const body = { quoteId: 'quote_1' };
    await settle(
      wallet().POST('/converter', { params: { header: { 'Idempotency-Key': 'key-1' } }, body }),
      'errors.api.default',
    ).catch(() => undefined);
    expect(sent).toEqual([0, 1, 2].map(() => ({ key: 'key-1', body })));
  });

  it('does not retry a cancelled call', async () => {
    const controller = new AbortController();
    const sleeps: number[] = [];
    const fetchOnce = vi.fn(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const retrying = withRetry(fetchOnce, { ...DEFAULT_RETRY_POLICY, sleep: (ms) => (sleeps.push(ms), Promise.resolve()) });
    await expect(retrying(new Request(`${WALLET}/accounts`, { signal: controller.signal }))).rejects.toThrow('aborted');
    expect(fetchOnce).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });
});

describe('backoff', () => {
  it('waits 2^n × 100 ms plus up to 100 ms of jitter after the n-th failure', () => {
    const at = (random: number) => ({ ...DEFAULT_RETRY_POLICY, random: () => random });
    expect(retryDelay(1, at(0))).toBe(200);
    expect(retryDelay(1, at(0.999))).toBeCloseTo(299.9);
    expect(retryDelay(2, at(0))).toBe(400);
    expect(retryDelay(2, at(0.5))).toBe(450);
    expect(retryDelay(3, at(0))).toBe(800);
  });

  it('never waits more than 5 minutes', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, random: () => 0.999 };
    expect(retryDelay(11, policy)).toBeCloseTo(204_899.9);
    expect(retryDelay(12, policy)).toBe(300_000);
    expect(retryDelay(30, policy)).toBe(300_000);
  });

  it('the cap applies to the waits of a longer policy too', async () => {
    const sleeps: number[] = [];
    const retrying = withRetry(() => Promise.resolve(new Response(null, { status: 503 })), {
      ...DEFAULT_RETRY_POLICY,
      maxAttempts: 14,
      random: () => 0,
      sleep: (ms) => (sleeps.push(ms), Promise.resolve()),
    });
    await retrying(new Request(`${WALLET}/accounts`));
    expect(sleeps).toHaveLength(13);
    expect(sleeps.slice(0, 3)).toEqual([200, 400, 800]);
    expect(sleeps.slice(-2)).toEqual([300_000, 300_000]);
  });

  it('the default policy waits on real timers: 250 ms, then 450 ms (fake clock)', async () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    const start = Date.now();
    const client = createApiClient<WalletPaths>({
      baseUrl: HOST,
      basePath: '/wallet/api/v1',
      retry: { random: () => 0.5, sleep: defaultSleep },
      fetch: () => {
        attempts.push(Date.now() - start);
        return Promise.resolve(new Response(null, { status: 500 }));
      },
    });
    const settled = settle(client.GET('/accounts'), 'errors.wallet.accounts').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(249);
    expect(attempts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([0, 250]);
    await vi.advanceTimersByTimeAsync(449);
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([0, 250, 700]);
    await expect(settled).resolves.toMatchObject({ status: 500 });
  });
});
