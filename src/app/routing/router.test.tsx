import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { RootActorProvider, sessionAccessTokenSource, sessionOf, type RootActorRef } from '@/machines';
import { AddressBarQueryContext, Toaster } from '@/design-system';
import { cognitoMock } from '@/mocks/cognito';
import { server } from '@/mocks/node';
import { scenarios } from '@/mocks/scenarios';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { configureAuth, signIn } from '@/services/auth';
import { setAccessTokenSource } from '@/services/http';
import { readRedirectPath } from '@/services/storage';
import { createHarness } from '@/test/providers';
import { resetAnalyticsForTests, startAnalytics } from '../analytics/analytics';
import { I18nProvider } from '../i18n/I18nProvider';
import { createMessageStore } from '../i18n/message-store';
import { loadMessages } from '../i18n/messages';
import type * as LayoutUserModule from '../layouts/useLayoutUser';
import { createGuardRevalidation } from './guard-loader';
import { buildRoutes } from './router';

// Counts the main layout's renders: its user hook runs once per render of the layout's frame.
const layoutFrameRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../layouts/useLayoutUser', async (importOriginal) => {
  const actual = await importOriginal<typeof LayoutUserModule>();
  return {
    ...actual,
    useLayoutUser: (...args: Parameters<typeof actual.useLayoutUser>) => {
      layoutFrameRenders.count += 1;
      return actual.useLayoutUser(...args);
    },
  };
});

/** The real route table, guard and session (Amplify against the Cognito mock), in a memory router. */
let harness: ReturnType<typeof createHarness>;
let root: RootActorRef;

// Lazily loaded layouts and screens are compiled on their first import: done once up front, so a busy
// machine does not spend a test's waiting time on it.
beforeAll(async () => {
  await Promise.all([
    import('../layouts/MainLayoutRoute'),
    import('@/features/auth'),
    import('@/features/transactions'),
    import('@/features/wallet'),
  ]);
}, 60_000);

beforeEach(async () => {
  cognitoMock.reset();
  await configureAuth();
  harness = createHarness('amplify');
  root = harness.root;
  // As the runtime does: API calls carry the session's token, and none is sent while signed out.
  const tokenSource = sessionAccessTokenSource(root);
  setAccessTokenSource(async () => (await tokenSource()) ?? undefined);
});

afterEach(() => {
  root.stop();
  window.history.replaceState(null, '', '/');
});

/**
 * The app's routes in a memory router; or, with `addressBar`, in a browser router whose query changes go to the
 * address bar alone, as the app has them (App.tsx).
 */
async function open(path: string, { addressBar = false } = {}) {
  if (addressBar) window.history.replaceState(null, '', path);
  const router = addressBar
    ? createBrowserRouter(buildRoutes(root))
    : createMemoryRouter(buildRoutes(root), { initialEntries: [path] });
  // The harness's providers, with the app's data router in place of its memory router.
  render(
    <QueryClientProvider client={harness.queryClient}>
      <I18nProvider store={createMessageStore({ locale: 'en', messages: await loadMessages('en') }, 'all')} persist={false}>
        <RootActorProvider actor={root}>
          <AddressBarQueryContext.Provider value={addressBar}>
            <RouterProvider router={router} />
          </AddressBarQueryContext.Provider>
          <Toaster />
        </RootActorProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

async function signInAs(user: { email: string }) {
  await waitFor(sessionOf(root), (s) => s.matches('signedOut'));
  await signIn({ email: user.email, password: DEMO_PASSWORD, rememberMe: false });
  await waitFor(sessionOf(root), (s) => s.matches('signedIn'));
}

describe('routes and guard', () => {
  it('ends the first navigation only once the app is on the page (React Router follows the router from its mount on)', async () => {
    let mounted: () => void = () => undefined;
    const appMounted = new Promise<void>((resolve) => (mounted = resolve));
    const router = createMemoryRouter(buildRoutes(root, appMounted), { initialEntries: ['/send'] });
    await waitFor(sessionOf(root), (s) => s.matches('signedOut'));
    // The session is known and the screens' code is loaded: without the gate, the guard would have decided.
    await import('@/features/auth');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.initialized).toBe(false);
    mounted();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    router.dispose();
  });

  it('sends a signed-out visitor of /send to sign-in and remembers /send', async () => {
    const router = await open('/send?asset=BTC');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(readRedirectPath()).toBe('/send?asset=BTC');
    // The title is set in an effect, which can run after the heading is on screen.
    await vi.waitFor(() => expect(document.title).toBe('Sign in | Wallet brand'));
  });

  it('shows the home screen to a visitor, titled Welcome', async () => {
    await open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Welcome | Wallet brand'));
  });

  it('sends a signed-in customer from sign-in to the wallet, and unknown paths to the wallet', async () => {
    await signInAs(demoUsers.customer);
    const router = await open('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
    await router.navigate('/some/unknown');
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('takes a new user (nw = 1) from the wallet to registered', async () => {
    await signInAs(demoUsers.newcomer);
    const router = await open('/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is almost ready' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registered');
  });

  it('lets .well-known paths through without redirecting', async () => {
    const router = await open('/.well-known/assetlinks.json');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/.well-known/assetlinks.json');
  });

  it('shows the signed-in user in the main layout, loaded from the identity service', async () => {
    await signInAs(demoUsers.customer);
    await open('/transaction-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument();
    expect((await screen.findAllByText('Deniz Yılmaz')).length).toBeGreaterThan(0);
  });

  it('renders the main layout again for a new path, not for a change of the query alone (a wallet page)', async () => {
    await signInAs(demoUsers.customer);
    const router = await open('/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' })).toBeInTheDocument();
    // Settled: the user record and the unread count are in, and nothing is loading.
    expect((await screen.findAllByText('Deniz Yılmaz')).length).toBeGreaterThan(0);
    await screen.findAllByRole('button', { name: /^Notifications, \d+ unread$/ });
    await vi.waitFor(() => expect(harness.queryClient.isFetching()).toBe(0));
    const settled = layoutFrameRenders.count;

    await act(() => router.navigate('/wallet?page=2'));
    await act(() => router.navigate('/wallet?page=3'));
    expect(await screen.findByRole('button', { name: /^Page 3 of \d+$/, current: 'page' })).toBeInTheDocument();
    expect(layoutFrameRenders.count).toBe(settled);

    await act(() => router.navigate('/transaction-history'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument();
    expect(layoutFrameRenders.count).toBeGreaterThan(settled);
  });

  it('runs the guard at a change of the query alone only when the session needs it: a fresh token does not', async () => {
    await signInAs(demoUsers.customer);
    const router = await open('/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' })).toBeInTheDocument();
    const states: string[] = [];
    const unsubscribe = router.subscribe((state) => states.push(state.navigation.state));

    await act(() => router.navigate('/wallet?page=2'));
    expect(router.state.location.search).toBe('?page=2');
    expect(states).not.toContain('loading');

    // Two hours on, the access token has expired: the guard's loader refreshes it before the next page shows.
    const expired = sessionOf(root).getSnapshot().context.session?.accessToken;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60 * 60 * 1000 });
    try {
      await act(() => router.navigate('/wallet?page=3'));
      expect(router.state.location.search).toBe('?page=3');
      expect(states).toContain('loading');
      expect(sessionOf(root).getSnapshot().context.session?.accessToken).not.toBe(expired);
    } finally {
      vi.useRealTimers();
      unsubscribe();
    }
  });

  it('runs the guard before every new path, and at a change of the query alone when it would redirect', async () => {
    const needsGuard = createGuardRevalidation(root);
    const at = (path: string) => new URL(path, 'https://wallet.example.com');
    await waitFor(sessionOf(root), (s) => s.matches('signedOut'));
    // Signed out (in another tab, say) while on the wallet: its next page goes to sign-in.
    expect(needsGuard({ currentUrl: at('/wallet'), nextUrl: at('/wallet?page=2') })).toBe(true);
    expect(needsGuard({ currentUrl: at('/sign-in'), nextUrl: at('/sign-in?lang=tr') })).toBe(false);

    await signIn({ email: demoUsers.customer.email, password: DEMO_PASSWORD, rememberMe: false });
    await waitFor(sessionOf(root), (s) => s.matches('signedIn'));
    expect(needsGuard({ currentUrl: at('/wallet'), nextUrl: at('/wallet?page=2') })).toBe(false);
    expect(needsGuard({ currentUrl: at('/wallet'), nextUrl: at('/transaction-history') })).toBe(true);
  });

  it("says 'User load failed, retry later' when the layout cannot load the user", async () => {
    server.use(scenarios.identity.error('GET /users/{id}'));
    await signInAs(demoUsers.customer);
    await open('/transaction-history');
    // The main layout loads on demand, then its user query fails: more than the default second on a busy machine.
    expect((await screen.findAllByText('User load failed, retry later', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it('does not load the user in the layout on profile settings', async () => {
    server.use(scenarios.identity.error('GET /users/{id}'));
    await signInAs(demoUsers.customer);
    await open('/profile-settings');
    // The screen's chunk (form, phone input) loads on demand: more than the default second on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' }, { timeout: 10_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByText('User load failed, retry later')).toEqual([]);
  });

  it('reports a page view with the new title after each navigation, and none for a language switch', async () => {
    startAnalytics({ productionHost: 'wallet.example.com', gtmId: 'GTM-TEST1' }, 'wallet.example.com');
    try {
      const router = await open('/');
      await screen.findByRole('heading', { level: 1, name: 'Welcome' });
      await act(() => router.navigate('/sign-in'));
      await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      await userEvent.click(screen.getByText('Türkçe'));
      await vi.waitFor(() => expect(document.title).not.toBe('Sign in | Wallet brand'));
      const pageViews = (window.dataLayer ?? []).filter((event) => event.event === 'page_view');
      expect(pageViews).toEqual([
        { event: 'page_view', page_path: '/', page_title: 'Welcome | Wallet brand' },
        { event: 'page_view', page_path: '/sign-in', page_title: 'Sign in | Wallet brand' },
      ]);
    } finally {
      forgetAnalytics();
    }
  });

  it('reports a page view for a page picked in a list, whose query the router is not told of', async () => {
    startAnalytics({ productionHost: 'wallet.example.com', gtmId: 'GTM-TEST1' }, 'wallet.example.com');
    try {
      await signInAs(demoUsers.customer);
      const router = await open('/transaction-history', { addressBar: true });
      await userEvent.click(await screen.findByRole('button', { name: /^Page 2 of \d+$/ }, { timeout: 10_000 }));
      await vi.waitFor(() =>
        expect(window.dataLayer).toContainEqual({
          event: 'page_view',
          page_path: '/transaction-history?page=2',
          page_title: 'Transaction History | Wallet brand',
        }),
      );
      expect(window.location.search).toBe('?page=2');
      expect(router.state.location.search).toBe('');
    } finally {
      forgetAnalytics();
    }
  });
});

function forgetAnalytics() {
  resetAnalyticsForTests();
  document.querySelectorAll('script[src*="googletagmanager.com"]').forEach((script) => script.remove());
  delete window.dataLayer;
}
