import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { cognitoMock } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { sessionOf, type RootActorRef } from '@/machines';
import { identityApi } from '@/services/api';
import { accessTokenSource, configureAuth, signIn } from '@/services/auth';
import { config } from '@/services/config/env';
import { setAccessTokenSource } from '@/services/http';
import { readStoredUser } from '@/services/storage';
import { renderWithProviders } from '@/test/render';
import { AuthScreenHarness, resetAuthState } from '../testing/AuthScreenHarness';
import { RegisteredScreen } from './RegisteredScreen';

async function renderAsNewcomer(locale?: 'tr'): Promise<RootActorRef> {
  await signIn({ email: demoUsers.newcomer.email, password: DEMO_PASSWORD, rememberMe: false });
  const { root } = await renderWithProviders(<AuthScreenHarness path="/registered" screen={<RegisteredScreen />} />, {
    route: '/registered',
    locale,
  });
  await waitFor(sessionOf(root), (snapshot) => snapshot.matches('signedIn'));
  return root;
}

beforeEach(async () => {
  cognitoMock.reset();
  await configureAuth();
  await resetAuthState();
  setAccessTokenSource(async () => (await accessTokenSource()) ?? undefined);
});

describe('RegisteredScreen', () => {
  it('completes the registration and lets the customer into the wallet (nw = 0 everywhere)', async () => {
    const root = await renderAsNewcomer();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is almost ready' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Nil');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Newcomer');

    await user.click(screen.getByRole('button', { name: 'Open my wallet' }));
    expect(await screen.findByText('Enter your date of birth.')).toBeVisible();
    expect(screen.getByText('Confirm your details to continue.')).toBeVisible();
    expect(screen.getByLabelText(/Date of birth/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Date of birth/), '02/03/1995');
    await user.click(screen.getByRole('checkbox', { name: /These details are correct/ }));
    await user.click(screen.getByRole('button', { name: 'Open my wallet' }));

    expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent('/wallet');
    expect(sessionOf(root).getSnapshot().context.user?.nw).toBe(0);
    expect(readStoredUser()?.nw).toBe(0);
  });

  it('takes the birth date the interface language’s way and sends it as an ISO date', async () => {
    const sent: unknown[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'PUT' && request.url.includes('/register-complete/'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    };
    server.events.on('request:start', onRequest);
    try {
      await renderAsNewcomer('tr');
      const user = userEvent.setup();
      const birthdate = await screen.findByLabelText(/Doğum tarihi/);
      expect(birthdate).toHaveAttribute('placeholder', 'GG.AA.YYYY');
      expect(screen.getByText('Kimliğinizde yazdığı gibi. Biçim: GG.AA.YYYY')).toBeVisible();
      // 31.12 exists only read day first: the English order would refuse it.
      await user.type(birthdate, '31.12.1995');
      await user.click(screen.getByRole('checkbox', { name: /Bu bilgiler doğru/ }));
      await user.click(screen.getByRole('button', { name: 'Cüzdanımı aç' }));
      expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent('/wallet');
      expect(sent).toEqual([expect.objectContaining({ birthdate: '1995-12-31' })]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('refuses a birth date in the future or before 1900 with its own message, keeping the text', async () => {
    await renderAsNewcomer();
    const user = userEvent.setup();
    const birthdate = await screen.findByLabelText(/Date of birth/);
    await user.click(screen.getByRole('checkbox', { name: /These details are correct/ }));

    await user.type(birthdate, '01/01/2999');
    await user.click(screen.getByRole('button', { name: 'Open my wallet' }));
    expect(await screen.findByText('Your date of birth cannot be in the future.')).toBeVisible();
    expect(birthdate).toHaveValue('01/01/2999');

    await user.clear(birthdate);
    await user.type(birthdate, '12/31/1899');
    await user.click(screen.getByRole('button', { name: 'Open my wallet' }));
    expect(await screen.findByText('Enter a date of birth in 1900 or later.')).toBeVisible();
    expect(birthdate).toHaveValue('12/31/1899');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("shows 'Error getting reg user' when completing fails, and keeps what was typed", async () => {
    server.use(
      http.put(`${config.apiBaseUrl}/identity/api/v1/users/register-complete/:id`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 422 }),
      ),
    );
    await renderAsNewcomer();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /First name/ }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Nilüfer');
    await user.type(screen.getByLabelText(/Date of birth/), '02/03/1995');
    await user.click(screen.getByRole('checkbox', { name: /These details are correct/ }));
    await user.click(screen.getByRole('button', { name: 'Open my wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error getting reg user');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Nilüfer');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('02/03/1995');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("shows 'Error getting reg user' when the status cannot be read, with a retry", async () => {
    server.use(
      http.get(`${config.apiBaseUrl}/identity/api/v1/users/is-register-complete/:id`, () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    await renderAsNewcomer();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Error getting reg user');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('goes straight on when the registration was completed elsewhere (e.g. another tab)', async () => {
    await signIn({ email: demoUsers.newcomer.email, password: DEMO_PASSWORD, rememberMe: false });
    await identityApi.completeRegistration(demoUsers.newcomer.userId, {
      name: 'Nil',
      lastname: 'Newcomer',
      birthdate: '1995-02-03',
      acceptTerms: true,
    });
    await renderAsNewcomer();
    expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent('/wallet');
  });

  it('says so, with a retry, when the server is done but the session still says nw = 1', async () => {
    server.use(
      http.get(`${config.apiBaseUrl}/identity/api/v1/users/is-register-complete/:id`, () =>
        HttpResponse.json({ isRegisterComplete: true, missingFields: [] }),
      ),
    );
    await renderAsNewcomer();
    expect(await screen.findByText(/Your registration is saved/, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
