import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { clearToasts } from '@/design-system';
import { cognitoScenarios, DEMO_CONFIRMATION_CODE } from '@/mocks/cognito';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { pasteInto } from '@/test/story-paste';
import { screenReady, signedOutScreenMeta } from '../testing/auth-screen-story';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const NEW_PASSWORD = 'N3w#Password';

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPasswordScreen,
  args: { resendCooldownSeconds: 2 },
  ...signedOutScreenMeta('/forgot-password', ForgotPasswordScreen),
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function toResetStep(canvasElement: HTMLElement) {
  const canvas = await screenReady(canvasElement);
  await pasteInto(canvas.getByRole('textbox', { name: /Email/ }), demoUsers.customer.email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  return canvas;
}

async function fillReset(canvasElement: HTMLElement, code: string) {
  const canvas = await toResetStep(canvasElement);
  await pasteInto(canvas.getByRole('textbox', { name: /Verification code/ }), code);
  await pasteInto(canvas.getByLabelText(/^New password/, { selector: 'input' }), NEW_PASSWORD);
  await pasteInto(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), NEW_PASSWORD);
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

/** Opened from sign-in's "Forgot password?": the email typed there is already filled in. */
export const EmailFromSignIn: Story = {
  parameters: { routeState: { email: demoUsers.customer.email } },
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(demoUsers.customer.email);
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'deniz');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Enter an email like name@example.com.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus());
  },
};

export const SendingCode: Story = {
  parameters: { msw: { handlers: { cognitoFaults: [cognitoScenarios.loading('ForgotPassword')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), demoUsers.customer.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const TooManyRequests: Story = {
  parameters: { msw: { handlers: { cognitoFaults: [cognitoScenarios.error('ForgotPassword', 'LimitExceededException')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), demoUsers.customer.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts.');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(demoUsers.customer.email);
  },
};

/** Step 2: the code, a new password with the policy checklist, and its confirmation. */
export const ResetStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toResetStep(canvasElement);
    await expect(canvas.getByText('d***@w***')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'Wallet20');
    await expect(canvas.getByText(/A symbol/).closest('li')).toHaveAttribute('data-met', 'false');
    await expect(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 })).toBeEnabled();
  },
};

/** An email without an account looks the same as one with (nobody learns who has an account). */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'nobody@wallet.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(/If an account exists for/)).toHaveTextContent('nobody@wallet.test');
    // Send code went with its step: the new step's title has the focus.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set a new password' })).toHaveFocus();
    await expect(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 })).toBeEnabled();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillReset(canvasElement, '000000');
    await expect(await canvas.findByText('That code is not right. Check the email and try again.')).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue(NEW_PASSWORD);
    await expect(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 })).toBeEnabled();
  },
};

export const NetworkProblem: Story = {
  parameters: { msw: { handlers: { cognitoFaults: [cognitoScenarios.networkError('ConfirmForgotPassword')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillReset(canvasElement, DEMO_CONFIRMATION_CODE);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent("We couldn't reach the server.");
    await expect(canvas.getByRole('textbox', { name: /Verification code/ })).toHaveValue(DEMO_CONFIRMATION_CODE);
    await expect(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 })).toBeEnabled();
  },
};

/** Done: sign-in opens with the email and a success toast. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillReset(canvasElement, DEMO_CONFIRMATION_CODE);
    await expect(await canvas.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent('/sign-in');
    // The success toast, read out through the app's polite live region.
    await waitFor(() =>
      expect(document.querySelector('[data-live-region="polite"]')).toHaveTextContent(
        'Your password has been changed. Sign in with your new password.',
      ),
    );
    // It closes by itself after 3 s, at a moment the screenshot cannot predict: clear it now.
    clearToasts();
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Şifrenizi sıfırlayın' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kod gönder' }));
    await expect(await canvas.findByText('E-postanızı girin.')).toBeVisible();
  },
};

/** Turkish reset step on a phone: the longest texts of the flow. */
export const LongText: Story = {
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await screenReady(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /E-posta/ }),
      'hic.kimsenin.kullanmadigi.uzun.bir.adres@wallet.test',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kod gönder' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Yeni şifre belirleyin' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni şifreyi kaydet' }));
    await expect(await canvas.findByText('E-postadaki kodu girin.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Yeni kod gönder' }, { timeout: 5000 })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = await toResetStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByText('Enter the code from the email.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Send a new code' }, { timeout: 5000 })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      (await screenReady(canvasElement)).getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
  },
};
