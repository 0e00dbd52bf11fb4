import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cognitoMock, cognitoScenarios, DEMO_CONFIRMATION_CODE } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { pasteInto } from '@/test/story-paste';
import { screenReady, signedOutScreenMeta } from '../testing/auth-screen-story';
import { SignUpScreen } from './SignUpScreen';

const PASSWORD = 'Str0ng#Pass';

const meta = {
  title: 'Screens/SignUp',
  component: SignUpScreen,
  args: { phoneDefaultCountry: 'TR', resendCooldownSeconds: 2 },
  ...signedOutScreenMeta('/sign-up', SignUpScreen),
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Key by key, or pasted whole (one input event per field). */
const enter = (field: HTMLElement, text: string, typed: boolean) =>
  typed ? userEvent.type(field, text) : pasteInto(field, text);

/**
 * The details form filled in. Pasted by default: the stories that need the form filled are about what comes after
 * (the typing itself is `Filled`'s subject, and the password checklist's, key by key), and typing some 55 keys made
 * this the slowest story file.
 */
async function fillDetails(canvasElement: HTMLElement, { email = 'ece@wallet.test', terms = true, typed = false } = {}) {
  const canvas = await screenReady(canvasElement);
  await enter(canvas.getByRole('textbox', { name: /First name/ }), 'Ece', typed);
  await enter(canvas.getByRole('textbox', { name: /Last name/ }), 'Demir', typed);
  await enter(canvas.getByRole('textbox', { name: /Email/ }), email, typed);
  await enter(canvas.getByRole('textbox', { name: /Phone number/ }), '5321234567', typed);
  await enter(canvas.getByLabelText(/^Password/, { selector: 'input' }), PASSWORD, typed);
  await enter(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), PASSWORD, typed);
  if (terms) await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the terms/ }));
  return canvas;
}

async function toConfirmStep(canvasElement: HTMLElement) {
  const canvas = await fillDetails(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Turkey/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

/** Everything filled in: the password rules are all ticked. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement, { typed: true });
    const checklist = within(canvas.getByRole('list', { name: 'Your password needs:' }));
    for (const item of checklist.getAllByRole('listitem')) await expect(item).toHaveAttribute('data-met', 'true');
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).toHaveValue('532 123 45 67');
  },
};

/** The checklist follows the password as it is typed, before anything is submitted. */
export const PasswordRulesLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'wallet2026');
    const rule = (name: RegExp) => canvas.getByText(name).closest('li');
    await expect(rule(/At least 8 characters/)).toHaveAttribute('data-met', 'true');
    await expect(rule(/A lower-case letter/)).toHaveAttribute('data-met', 'true');
    await expect(rule(/A number/)).toHaveAttribute('data-met', 'true');
    await expect(rule(/An upper-case letter/)).toHaveAttribute('data-met', 'false');
    await expect(rule(/A symbol/)).toHaveAttribute('data-met', 'false');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Enter your first name.')).toBeVisible();
    await expect(canvas.getByText('Enter your phone number.')).toBeVisible();
    await expect(canvas.getByText('Accept the terms to create your account.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus());
  },
};

/** Invalid number, weak password, a confirmation that differs, terms not accepted. */
export const InvalidDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await pasteInto(canvas.getByRole('textbox', { name: /First name/ }), 'Ece');
    await pasteInto(canvas.getByRole('textbox', { name: /Last name/ }), 'Demir');
    await pasteInto(canvas.getByRole('textbox', { name: /Email/ }), 'ece@wallet.test');
    await pasteInto(canvas.getByRole('textbox', { name: /Phone number/ }), '12345');
    await pasteInto(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'password');
    await pasteInto(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'passw0rd');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('This is not a valid phone number for the selected country.')).toBeVisible();
    await expect(canvas.getByText('The password does not meet every rule below.')).toBeVisible();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Phone number/ })).toHaveFocus());
  },
};

/** The email already has an account: everything typed stays, and sign-in is offered. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement, { email: demoUsers.customer.email });
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    await expect(canvas.getByRole('link', { name: 'Sign in instead' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(demoUsers.customer.email);
    await expect(canvas.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
  },
};

export const NetworkProblem: Story = {
  parameters: { msw: { handlers: { cognitoFaults: [cognitoScenarios.networkError('SignUp')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent("We couldn't reach the server.");
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Ece');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { cognitoFaults: [cognitoScenarios.loading('SignUp')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('button', { name: 'Creating account…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Step 2: the code sent to the (masked) email; the resend button counts down before it can be used. */
export const ConfirmationStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toConfirmStep(canvasElement);
    // Create account went with its step: the new step's title has the focus.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your email' })).toHaveFocus();
    await expect(canvas.getByText('e***@w***')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Send a new code in \d+ seconds?/ })).toBeDisabled();
    // The countdown ends (2 s in this story): a new code may be asked for.
    await expect(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 })).toBeEnabled();
  },
};

/** A live countdown (30 s, the default) is visible while a new code cannot be asked for yet. */
export const ResendCountdown: Story = {
  args: { resendCooldownSeconds: 30 },
  parameters: {
    visual: { disable: true, reason: 'A live countdown: the seconds shown depend on when the screenshot is taken.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await toConfirmStep(canvasElement);
    await expect(canvas.getByRole('button', { name: /Send a new code in (30|29|28|27) seconds/ })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toConfirmStep(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm email' }));
    await expect(await canvas.findByText('That code is not right. Check the email and try again.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Verification code/ })).toHaveValue('654321');
    await expect(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 })).toBeEnabled();
  },
};

export const CodeExpired: Story = {
  parameters: { msw: { handlers: { cognitoFaults: [cognitoScenarios.error('ConfirmSignUp', 'ExpiredCodeException')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await toConfirmStep(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), DEMO_CONFIRMATION_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm email' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This code has expired. Ask for a new one below.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('We sent a new code to e***@w***.');
    // A new countdown, then the button is back.
    await expect(canvas.getByRole('button', { name: /Send a new code in \d+ seconds?/ })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 })).toBeEnabled();
  },
};

/** The demo code 123456: confirmed, signed in, on to the wallet (the guard then opens /registered). */
export const ConfirmedAndSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toConfirmStep(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), DEMO_CONFIRMATION_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm email' }));
    await expect(await canvas.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent('/wallet');
  },
};

/** Sent here by sign-in for an unconfirmed account: a fresh code is on its way, no way back to the details. */
export const FromSignIn: Story = {
  parameters: { routeState: { confirmEmail: 'late@wallet.test' } },
  loaders: [
    () => {
      cognitoMock.addUser(
        { ...demoUsers.newcomer, sub: 'late-sub', userId: 'u-late', email: 'late@wallet.test', password: DEMO_PASSWORD },
        { confirmed: false },
      );
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('l***@w***')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Use a different email' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 })).toBeEnabled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hesabınızı oluşturun' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hesap oluştur' }));
    await expect(await canvas.findByText('Adınızı girin.')).toBeVisible();
    await expect(canvas.getByText('Telefon numaranızı girin.')).toBeVisible();
  },
};

/** Turkish confirmation step on a phone, with a long masked address. */
export const LongText: Story = {
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
  parameters: { routeState: { confirmEmail: 'muhasebe.departmani.yetkilisi@uzun-bir-sirket-adi.com.tr' } },
  loaders: [
    () => {
      cognitoMock.addUser(
        {
          ...demoUsers.newcomer,
          sub: 'long-sub',
          userId: 'u-long',
          email: 'muhasebe.departmani.yetkilisi@uzun-bir-sirket-adi.com.tr',
        },
        { confirmed: false },
      );
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-postanızı kontrol edin' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'E-postayı doğrula' }));
    await expect(await canvas.findByText('E-postadaki kodu girin.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Yeni kod gönder' }, { timeout: 5000 })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Wallet20');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Enter your first name.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await fillDetails(canvasElement, { terms: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Accept the terms to create your account.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /I accept the terms/ })).toHaveFocus());
  },
};
