import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cognitoMock, cognitoScenarios, DEMO_CONFIRMATION_CODE } from '@/mocks/cognito';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { configureAuth, signIn } from '@/services/auth';
import { renderWithProviders } from '@/test/render';
import { AuthScreenHarness, resetAuthState } from '../testing/AuthScreenHarness';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const NEW_PASSWORD = 'N3w#Password';

async function renderForgot(email?: string) {
  await renderWithProviders(
    <>
      <AuthScreenHarness path="/forgot-password" state={email ? { email } : undefined} screen={<ForgotPasswordScreen />} />
    </>,
    { route: '/forgot-password' },
  );
}

beforeEach(async () => {
  cognitoMock.reset();
  await configureAuth();
  await resetAuthState();
});

describe('ForgotPasswordScreen', () => {
  it('starts with the email sign-in handed over, and validates it', async () => {
    const user = userEvent.setup();
    await renderForgot('typo@');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('typo@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter an email like name@example.com.')).toBeVisible();
    expect(email).toHaveFocus();
  });

  it('resets the password with the code, then opens sign-in with the email and a success toast', async () => {
    const user = userEvent.setup();
    await renderForgot(demoUsers.customer.email);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    // Send code went with its step: the new step's title has the focus.
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toHaveFocus();
    expect(screen.getByText('d***@w***')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '111111');
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('That code is not right. Check the email and try again.')).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toHaveFocus();

    await user.clear(screen.getByRole('textbox', { name: /Verification code/ }));
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), DEMO_CONFIRMATION_CODE);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-in');
    // The toast, and its announcement in the live region.
    expect(await screen.findAllByText('Your password has been changed. Sign in with your new password.')).not.toHaveLength(0);
    await expect(signIn({ email: demoUsers.customer.email, password: NEW_PASSWORD, rememberMe: false })).resolves.toEqual({
      status: 'signedIn',
    });
  });

  it('goes back to the email with it still typed, its title taking the focus', async () => {
    const user = userEvent.setup();
    await renderForgot(demoUsers.customer.email);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(demoUsers.customer.email);
  });

  it('does not tell whether an email has an account', async () => {
    const user = userEvent.setup();
    await renderForgot('nobody@wallet.test');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/If an account exists for/)).toHaveTextContent('nobody@wallet.test');
  });

  it('keeps the new password when the connection fails', async () => {
    server.use(cognitoScenarios.networkError('ConfirmForgotPassword'));
    const user = userEvent.setup();
    await renderForgot(demoUsers.customer.email);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: /Verification code/ }), DEMO_CONFIRMATION_CODE);
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent("We couldn't reach the server.");
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toHaveValue(DEMO_CONFIRMATION_CODE);
    expect(screen.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue(NEW_PASSWORD);
  });
});
