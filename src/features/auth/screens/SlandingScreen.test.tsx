import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cognitoMock } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { configureAuth, signIn } from '@/services/auth';
import { writeRedirectPath } from '@/services/storage';
import { renderWithProviders } from '@/test/render';
import type { HarnessSession } from '@/test/providers';
import { AuthScreenHarness, resetAuthState } from '../testing/AuthScreenHarness';
import { oauthErrorIn, SlandingScreen } from './SlandingScreen';

async function renderSlanding({ user, timeoutMs = 15_000 }: { user?: HarnessSession; timeoutMs?: number } = {}) {
  await renderWithProviders(<AuthScreenHarness path="/slanding" screen={<SlandingScreen timeoutMs={timeoutMs} />} />, {
    route: '/slanding',
    user,
  });
}

beforeEach(async () => {
  cognitoMock.reset();
  await configureAuth();
  await resetAuthState();
});

describe('SlandingScreen', () => {
  it('waits with a spinner and text while the session is being completed', async () => {
    await renderSlanding({ user: 'pending' });
    expect(screen.getByRole('status')).toHaveTextContent('Completing sign-in…');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeVisible();
  });

  it('continues to the stored target once signed in', async () => {
    writeRedirectPath('/receive');
    await signIn({ email: demoUsers.customer.email, password: DEMO_PASSWORD, rememberMe: false });
    await renderSlanding();
    expect(await screen.findByTestId('location')).toHaveTextContent('/receive');
  });

  it('goes to the wallet without a stored target', async () => {
    await signIn({ email: demoUsers.customer.email, password: DEMO_PASSWORD, rememberMe: false });
    await renderSlanding();
    expect(await screen.findByTestId('location')).toHaveTextContent('/wallet');
  });

  it('gives up with a clear error and a way back to sign-in', async () => {
    await renderSlanding({ timeoutMs: 50 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in could not be completed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('recognises an OAuth error in the query or the fragment', () => {
    expect(oauthErrorIn({ search: '?error=access_denied', hash: '' })).toBe(true);
    expect(oauthErrorIn({ search: '', hash: '#error=invalid_request&state=x' })).toBe(true);
    expect(oauthErrorIn({ search: '', hash: '#access_token=a&id_token=b' })).toBe(false);
  });
});
