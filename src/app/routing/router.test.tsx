import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createRootActor, RootActorProvider, sessionOf, type RootActorRef } from '@/machines';
import { cognitoMock } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { configureAuth, signIn } from '@/services/auth';
import { readRedirectPath } from '@/services/storage';
import { I18nProvider } from '../i18n/I18nProvider';
import { loadMessages } from '../i18n/messages';
import { buildRoutes } from './router';

/** The real route table, guard and session (Amplify against the Cognito mock), in a memory router. */
let root: RootActorRef;

beforeEach(() => {
  cognitoMock.reset();
  configureAuth();
  root = createRootActor();
  root.start();
});

afterEach(() => root.stop());

async function open(path: string) {
  const router = createMemoryRouter(buildRoutes(root), { initialEntries: [path] });
  // The app's providers (App.tsx): the main layout's notification centre uses the query cache.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider initialLocale="en" initialMessages={await loadMessages('en')} persist={false}>
        <RootActorProvider actor={root}>
          <RouterProvider router={router} />
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
  it('sends a signed-out visitor of /send to sign-in and remembers /send', async () => {
    const router = await open('/send?asset=BTC');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(readRedirectPath()).toBe('/send?asset=BTC');
    expect(document.title).toBe('Sign in | Wallet brand');
  });

  it('shows the home screen to a visitor, titled Welcome', async () => {
    await open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome | Wallet brand');
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your registration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registered');
  });

  it('lets .well-known paths through without redirecting', async () => {
    const router = await open('/.well-known/assetlinks.json');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/.well-known/assetlinks.json');
  });
});
