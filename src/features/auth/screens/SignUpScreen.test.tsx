import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cognitoMock, cognitoScenarios, DEMO_CONFIRMATION_CODE } from '@/mocks/cognito';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { configureAuth } from '@/services/auth';
import { readStoredUser } from '@/services/storage';
import { renderWithProviders } from '@/test/render';
import { AuthScreenHarness, resetAuthState } from '../testing/AuthScreenHarness';
import { SignUpScreen } from './SignUpScreen';

const PASSWORD = 'Str0ng#Pass';

async function renderSignUp(state?: { confirmEmail: string }) {
  await renderWithProviders(
    <>
      <AuthScreenHarness
        path="/sign-up"
        state={state}
        screen={<SignUpScreen phoneDefaultCountry="TR" resendCooldownSeconds={30} />}
      />
    </>,
    { route: '/sign-up' },
  );
}

/** Puts text into a field as a paste (much faster than typing each key; the phone number is typed). */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillDetails(user: UserEvent, email = 'ece@wallet.test') {
  await enter(user, await screen.findByRole('textbox', { name: /First name/ }), 'Ece');
  await enter(user, screen.getByRole('textbox', { name: /Last name/ }), 'Demir');
  await enter(user, screen.getByRole('textbox', { name: /Email/ }), email);
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '5321234567');
  await enter(user, screen.getByLabelText(/^Password/), PASSWORD);
  await enter(user, screen.getByLabelText(/^Confirm password/), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

beforeEach(async () => {
  cognitoMock.reset();
  await configureAuth();
  await resetAuthState();
});

describe('SignUpScreen', () => {
  it('validates every field on submit and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    await renderSignUp();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your first name.')).toBeVisible();
    for (const text of ['Enter your last name.', 'Enter your email.', 'Enter your phone number.', 'Enter your password.']) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByText('Accept the terms to create your account.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
  });

  it('ticks the password rules off as they are met', async () => {
    const user = userEvent.setup();
    await renderSignUp();
    const password = await screen.findByLabelText(/^Password/);
    const rule = (name: RegExp) => screen.getByText(name).closest('li');
    expect(rule(/At least 8 characters/)).toHaveAttribute('data-met', 'false');
    await user.type(password, 'abcdefgH1');
    expect(rule(/At least 8 characters/)).toHaveAttribute('data-met', 'true');
    expect(rule(/An upper-case letter/)).toHaveAttribute('data-met', 'true');
    expect(rule(/A symbol/)).toHaveAttribute('data-met', 'false');
    expect(rule(/A symbol/)).toHaveTextContent('(missing)');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Your password needs:'));
  });

  it('keeps everything typed when the email is taken', async () => {
    server.use(cognitoScenarios.error('SignUp', 'UsernameExistsException'));
    const user = userEvent.setup();
    await renderSignUp();
    await fillDetails(user, 'demo@wallet.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ece');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('demo@wallet.test');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('532 123 45 67');
    expect(screen.getByLabelText(/^Password/)).toHaveValue(PASSWORD);
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toBeVisible();
  });

  it('signs up, confirms with the code and signs the new user in', async () => {
    const user = userEvent.setup();
    await renderSignUp();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    // The button pressed went with its step: the new step's title has the focus.
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText('e***@w***')).toBeVisible();
    expect(screen.getByRole('button', { name: /Send a new code in \d+ seconds/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('That code is not right. Check the email and try again.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toHaveValue('000000');

    await user.clear(screen.getByRole('textbox', { name: /Verification code/ }));
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), DEMO_CONFIRMATION_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/wallet');

    expect(readStoredUser()).toMatchObject({ email: 'ece@wallet.test', fullName: 'Ece Demir', nw: 1 });
    expect(getDb().users.find((record) => record.email === 'ece@wallet.test')).toMatchObject({
      phoneNumber: '+905321234567',
      nw: 1,
    });
  });

  it('goes back to the details with everything still filled in', async () => {
    const user = userEvent.setup();
    await renderSignUp();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveValue('ece@wallet.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toHaveFocus();
    // The same number, now shown in international format.
    expect((screen.getByRole('textbox', { name: /Phone number/ }) as HTMLInputElement).value).toContain('532 123 45 67');
    expect(screen.getByLabelText(/^Password/)).toHaveValue(PASSWORD);
  });

  it('confirms an account sent from sign-in: a fresh code, then sign-in with the email filled in', async () => {
    cognitoMock.addUser(
      {
        sub: 'late-sub',
        userId: 'u-late',
        email: 'late@wallet.test',
        password: PASSWORD,
        name: 'Lale',
        lastname: 'Geç',
        groups: [],
        nw: 1,
      },
      { confirmed: false },
    );
    const user = userEvent.setup();
    await renderSignUp({ confirmEmail: 'late@wallet.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await waitFor(() => expect(cognitoMock.callCount('ResendConfirmationCode')).toBe(1));
    expect(screen.queryByRole('button', { name: 'Use a different email' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), DEMO_CONFIRMATION_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-in');
    expect(cognitoMock.isConfirmed('late@wallet.test')).toBe(true);
  });
});
