import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cognitoMock, cognitoScenarios } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { configureAuth } from '@/services/auth';
import { hasSignedInMarker, readRememberMe, writeRedirectPath } from '@/services/storage';
import { renderWithProviders } from '@/test/render';
import { AuthScreenHarness, resetAuthState } from '../testing/AuthScreenHarness';
import { SignInScreen } from './SignInScreen';

async function renderSignIn(props: Parameters<typeof SignInScreen>[0] = {}) {
  await renderWithProviders(
    <>
      <AuthScreenHarness path="/sign-in" screen={<SignInScreen hostedSignIn={false} {...props} />} />
    </>,
    { route: '/sign-in' },
  );
  return {
    email: screen.getByRole('textbox', { name: /Email/ }),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

beforeEach(async () => {
  cognitoMock.reset();
  await configureAuth();
  await resetAuthState();
});

describe('SignInScreen', () => {
  it('shows the validation messages on submit and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const { email, submit } = await renderSignIn();
    await user.click(submit);
    expect(await screen.findByText('Enter your email.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "wrong email or password" without saying which, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = await renderSignIn();
    await user.type(email, 'nobody@wallet.test');
    await user.type(password, 'Not-the-password1');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(email).toHaveValue('nobody@wallet.test');
    expect(password).toHaveValue('Not-the-password1');

    await user.clear(email);
    await user.type(email, demoUsers.customer.email);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(password).toHaveValue('Not-the-password1');
  });

  it('keeps the input on a network failure and says so', async () => {
    server.use(cognitoScenarios.networkError('InitiateAuth'));
    const user = userEvent.setup();
    const { email, password, submit } = await renderSignIn();
    await user.type(email, demoUsers.customer.email);
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent("We couldn't reach the server.");
    expect(email).toHaveValue(demoUsers.customer.email);
    expect(password).toHaveValue(DEMO_PASSWORD);
  });

  it('tells about too many attempts', async () => {
    server.use(cognitoScenarios.error('InitiateAuth', 'NotAuthorizedException', { message: 'Password attempts exceeded' }));
    const user = userEvent.setup();
    const { email, password, submit } = await renderSignIn();
    await user.type(email, demoUsers.customer.email);
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('offers to confirm an unconfirmed account, on the sign-up confirmation step', async () => {
    cognitoMock.addUser(
      { ...demoUsers.newcomer, sub: 'unconfirmed-sub', email: 'late@wallet.test', userId: 'u-late' },
      { confirmed: false },
    );
    const user = userEvent.setup();
    const { email, password, submit } = await renderSignIn();
    await user.type(email, 'late@wallet.test');
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email is not confirmed yet.');
    await user.click(screen.getByRole('button', { name: 'Confirm your email' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-up');
  });

  it('signs in, sets the marker and rememberMe, and continues to the stored target', async () => {
    writeRedirectPath('/send?asset=BTC');
    const user = userEvent.setup();
    const { email, password, submit } = await renderSignIn();
    await user.type(email, demoUsers.customer.email);
    await user.type(password, DEMO_PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    await user.click(submit);
    expect(await screen.findByTestId('location')).toHaveTextContent('/send?asset=BTC');
    expect(hasSignedInMarker()).toBe(true);
    expect(readRememberMe()).toBe(true);
    expect(localStorage.getItem('cognito_user')).not.toBeNull();
  });

  it('ignores a stored target on another host and goes to the wallet', async () => {
    sessionStorage.setItem('redirect_path', '//evil.example/steal');
    const user = userEvent.setup();
    const { email, password, submit } = await renderSignIn();
    await user.type(email, demoUsers.customer.email);
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/wallet$/));
    expect(readRememberMe()).toBe(false);
    expect(sessionStorage.getItem('cognito_user')).not.toBeNull();
  });

  it('fills the demo credentials in with one click', async () => {
    const user = userEvent.setup();
    const { email, password } = await renderSignIn({ demoCredentials: { email: 'demo@wallet.test', password: DEMO_PASSWORD } });
    await user.click(screen.getByRole('button', { name: 'Fill in' }));
    expect(email).toHaveValue('demo@wallet.test');
    expect(password).toHaveValue(DEMO_PASSWORD);
  });

  it('shows no demo box without demo credentials, and the hosted sign-in only when offered', async () => {
    await renderSignIn({ demoCredentials: null });
    expect(screen.queryByRole('button', { name: 'Fill in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with single sign-on' })).toBeNull();
  });
});
