import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { sessionAccessTokenSource, sessionOf } from '@/machines';
import { cognitoMock } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { configureAuth, signIn } from '@/services/auth';
import { setAccessTokenSource } from '@/services/http';
import { createHarness } from '@/test/providers';
import { loadAppQueryClient } from '../query/app-query-client';
import { buildRoutes } from './router';

// The router is made without being rendered: whatever is asked for here was asked before any screen existed.
let requested: string[] = [];
let stop: () => void = () => undefined;

beforeAll(async () => {
  // Compiled once up front, so a busy machine does not spend a test's waiting time on it.
  await Promise.all([import('@/features/wallet'), loadAppQueryClient()]);
}, 60_000);

afterEach(() => stop());

/** Opens `path` in the app's routes, signed in (through the Cognito mock) as `user`, or signed out. */
async function visit(user: keyof typeof demoUsers | undefined, path: string) {
  (await loadAppQueryClient()).clear();
  cognitoMock.reset();
  await configureAuth();
  const { root } = createHarness('amplify');
  const tokenSource = sessionAccessTokenSource(root);
  setAccessTokenSource(async () => (await tokenSource()) ?? undefined);
  await waitFor(sessionOf(root), (session) => session.matches('signedOut'));
  if (user) {
    await signIn({ email: demoUsers[user].email, password: DEMO_PASSWORD, rememberMe: false });
    await waitFor(sessionOf(root), (session) => session.matches('signedIn'));
  }
  requested = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/api/v1/')) requested.push(`${url.pathname.replace(/^.*\/api\/v1/, '')}${url.search}`);
  };
  server.events.on('request:start', onRequest);
  const router = createMemoryRouter(buildRoutes(root), { initialEntries: [path] });
  stop = () => {
    server.events.removeListener('request:start', onRequest);
    router.dispose();
    root.stop();
  };
  return router;
}

const walletRequests = () => requested.filter((url) => url.startsWith('/accounts') || url.startsWith('/converter'));

it("starts the wallet's requests before its screen has rendered: every account and the prices for the total, the URL's page", async () => {
  await visit('customer', '/wallet?page=2');
  await vi.waitFor(() =>
    expect(walletRequests().sort()).toEqual([
      '/accounts?userId=u-1001&sort_by=asset&sort_order=asc&page=1&per_page=200',
      '/accounts?userId=u-1001&sort_by=asset&sort_order=asc&page=2&per_page=12',
      '/converter',
    ]),
  );
});

it("asks for the main layout's user record with the wallet's requests, before anything has rendered", async () => {
  await visit('customer', '/wallet');
  await vi.waitFor(() => expect(requested).toContain('/users/u-1001'));
  expect(requested.filter((url) => url.startsWith('/users/'))).toEqual(['/users/u-1001']);
});

it('asks for no page the page rule will redirect from (the screen decides it)', async () => {
  await visit('customer', '/wallet?page=abc');
  await vi.waitFor(() => expect(walletRequests()).toHaveLength(2));
  expect(walletRequests()).not.toContainEqual(expect.stringContaining('per_page=12'));
});

it.each([
  ['a signed-out visitor', undefined, '/sign-in'],
  ['a new customer (taken to registered)', 'newcomer', '/registered'],
] as const)('asks for nothing for %s, whom the guard sends away', async (_who, user, destination) => {
  const router = await visit(user, '/wallet');
  // Redirected (the destination's screen cannot finish loading here: nothing renders its messages).
  await vi.waitFor(() => expect((router.state.navigation.location ?? router.state.location).pathname).toBe(destination));
  // What the early requests would have waited for has arrived too.
  await Promise.all([import('@/features/wallet'), loadAppQueryClient()]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(walletRequests()).toEqual([]);
});

/** The first visit's requests answered, then made to look `ageMs` old (stale for the screen's queries). */
async function settleAndAge(ageMs: number) {
  await vi.waitFor(() => expect(walletRequests()).toHaveLength(3));
  const queryClient = await loadAppQueryClient();
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  for (const query of queryClient.getQueryCache().getAll())
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: Date.now() - ageMs });
  requested = [];
  return queryClient;
}

it('leaves a page change to the screen: its query changing does not start the loader again', async () => {
  const router = await visit('customer', '/wallet?page=2');
  await settleAndAge(10 * 60_000);
  await router.navigate('/wallet?page=3');
  await vi.waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(walletRequests()).toEqual([]);
});

it('coming back with every account in the cache, even stale, asks for nothing: the screen cuts its page from them', async () => {
  const router = await visit('customer', '/wallet?page=2');
  await settleAndAge(10 * 60_000);
  await router.navigate('/help');
  await router.navigate('/wallet?page=3');
  await vi.waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  await Promise.all([import('@/features/wallet'), loadAppQueryClient()]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(walletRequests()).toEqual([]);
});

it('asks again for every account once they were invalidated (a deposit, a withdrawal), and for no page', async () => {
  const router = await visit('customer', '/wallet?page=2');
  const queryClient = await settleAndAge(0);
  await queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('accounts') });
  await router.navigate('/help');
  await router.navigate('/wallet?page=2');
  await vi.waitFor(() =>
    expect(walletRequests()).toEqual(['/accounts?userId=u-1001&sort_by=asset&sort_order=asc&page=1&per_page=200']),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(walletRequests()).toHaveLength(1);
});
