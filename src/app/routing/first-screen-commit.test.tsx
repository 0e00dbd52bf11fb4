import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { RootActorProvider, sessionAccessTokenSource, sessionOf } from '@/machines';
import { cognitoMock } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { configureAuth, signIn } from '@/services/auth';
import { setAccessTokenSource } from '@/services/http';
import { createHarness } from '@/test/providers';
import { I18nProvider } from '../i18n/I18nProvider';
import { createMessageStore } from '../i18n/message-store';
import { loadMessages } from '../i18n/messages';
import { loadedAppQueryClient } from '../query/app-query-client';
import { firstScreenSettled } from './first-screen';
import { buildRoutes } from './router';

// A file of its own: the first commit is once per page (module state), and this test must see the page's first.
let stop: () => void = () => undefined;
afterEach(() => stop());

it('counts the first screen as shown only once the wallet has asked for its data and every answer is in (what later downloads wait for)', async () => {
  cognitoMock.reset();
  await configureAuth();
  const harness = createHarness('amplify');
  stop = () => harness.root.stop();
  const tokenSource = sessionAccessTokenSource(harness.root);
  setAccessTokenSource(async () => (await tokenSource()) ?? undefined);
  await waitFor(sessionOf(harness.root), (s) => s.matches('signedOut'));
  await signIn({ email: demoUsers.customer.email, password: DEMO_PASSWORD, rememberMe: false });
  await waitFor(sessionOf(harness.root), (s) => s.matches('signedIn'));

  // As in the app: no outer query client, so the main layout brings the app's own, which the wallet's requests use.
  const settled = firstScreenSettled(loadedAppQueryClient);
  render(
    <I18nProvider store={createMessageStore({ locale: 'en', messages: await loadMessages('en') }, 'all')} persist={false}>
      <RootActorProvider actor={harness.root}>
        <RouterProvider router={createMemoryRouter(buildRoutes(harness.root), { initialEntries: ['/wallet'] })} />
      </RootActorProvider>
    </I18nProvider>,
  );
  await settled;
  // Opened too early (the router's idle state, before the screen had mounted), the cache was still empty or pending.
  const queries = loadedAppQueryClient()?.getQueryCache().getAll() ?? [];
  const keys = queries.map((query) => query.queryKey.slice(0, 2).join(' '));
  expect(keys).toEqual(expect.arrayContaining(['wallet accounts', 'wallet prices']));
  // Every request made has its answer. A query never asked for may wait unanswered: the page, once the wallet
  // cuts it from every account, or a neighbour prefetch the list of every account overtook.
  expect(queries.filter((query) => query.state.fetchStatus !== 'idle')).toEqual([]);
  const statusOf = (kind: string) => queries.find((query) => query.queryKey.slice(0, 3).join(' ') === kind)?.state.status;
  expect([statusOf('wallet accounts every'), statusOf('wallet prices list')]).toEqual(['success', 'success']);
  expect(queries.filter((query) => query.state.status === 'error')).toEqual([]);
  expect(screen.getByRole('region', { name: 'Total Balance' })).toBeInTheDocument();
}, 30_000);
