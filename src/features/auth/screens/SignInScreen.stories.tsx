import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cognitoMock, cognitoScenarios } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { writeRedirectPath } from '@/services/storage';
import { pasteInto } from '@/test/story-paste';
import { signedOutScreenMeta } from '../testing/auth-screen-story';
import { SignInScreen } from './SignInScreen';

const meta = {
  title: 'Screens/SignIn',
  component: SignInScreen,
  args: { hostedSignIn: false },
  ...signedOutScreenMeta('/sign-in', SignInScreen),
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: canvas.getByRole('textbox', { name: /Email|E-posta/ }),
    password: canvas.getByLabelText(/^(Password|Şifre)/, { selector: 'input' }),
  };
};

async function signInWith(canvasElement: HTMLElement, email: string, password: string) {
  const { canvas, email: emailInput, password: passwordInput } = fields(canvasElement);
  // Pasted, as a password manager fills it in: the typing is InvalidEmailOnBlur's subject.
  await pasteInto(emailInput, email);
  await pasteInto(passwordInput, password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

/** Demo mode: the demo customer's credentials are shown with a one-click fill-in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Demo account' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Remember me/ })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  },
};

/** Outside demo mode there is no demo box. */
export const WithoutDemoAccount: Story = {
  args: { demoCredentials: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Demo account')).not.toBeInTheDocument();
  },
};

export const FilledIn: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, password } = fields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fill in' }));
    await expect(email).toHaveValue(demoUsers.customer.email);
    await expect(password).toHaveValue(DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Remember me/ }));
    await expect(canvas.getByRole('checkbox', { name: /Remember me/ })).toBeChecked();
  },
};

/** Submitting empty: each field says what is missing, and focus goes to the first. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email } = fields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your email.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** A malformed email is reported when the field is left. */
export const InvalidEmailOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email } = fields(canvasElement);
    await userEvent.type(email, 'deniz@wallet');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter an email like name@example.com.')).toBeVisible();
  },
};

/** One message for an unknown email and a wrong password; what was typed stays. */
export const WrongEmailOrPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, demoUsers.customer.email, 'Wrong#Password1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    const { email, password } = fields(canvasElement);
    await expect(email).toHaveValue(demoUsers.customer.email);
    await expect(password).toHaveValue('Wrong#Password1');
  },
};

/** An account whose email was never confirmed: the way on is the confirmation step of sign-up. */
export const AccountNotConfirmed: Story = {
  loaders: [
    () => {
      cognitoMock.addUser(
        { ...demoUsers.newcomer, sub: 'late-sub', userId: 'u-late', email: 'late@wallet.test' },
        { confirmed: false },
      );
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, 'late@wallet.test', DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your email is not confirmed yet.');
    await expect(canvas.getByRole('button', { name: 'Confirm your email' })).toBeVisible();
  },
};

export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: {
        cognitoFaults: [
          cognitoScenarios.error('InitiateAuth', 'NotAuthorizedException', { message: 'Password attempts exceeded' }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, demoUsers.customer.email, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  },
};

export const NetworkProblem: Story = {
  parameters: { msw: { handlers: { cognitoFaults: [cognitoScenarios.networkError('InitiateAuth')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, demoUsers.customer.email, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent("We couldn't reach the server.");
    await expect(fields(canvasElement).password).toHaveValue(DEMO_PASSWORD);
  },
};

/** While the provider answers, the button shows it is busy (and keeps its focus). */
export const Submitting: Story = {
  parameters: { msw: { handlers: { cognitoFaults: [cognitoScenarios.loading('InitiateAuth')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, demoUsers.customer.email, DEMO_PASSWORD);
    const button = await canvas.findByRole('button', { name: 'Signing in…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Signed in: the session takes over and the app goes on to the wallet. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, demoUsers.customer.email, DEMO_PASSWORD);
    await expect(await canvas.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent('/wallet');
  },
};

/** Signed in after the guard sent the visitor here from /send: back to /send. */
export const SignedInToStoredTarget: Story = {
  loaders: [
    () => {
      writeRedirectPath('/send');
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, demoUsers.customer.email, DEMO_PASSWORD);
    await expect(await canvas.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent('/send');
  },
};

/** Arriving from the sign-up confirmation: the email is filled in and confirmed. */
export const EmailConfirmed: Story = {
  parameters: { routeState: { email: 'ece@wallet.test', notice: 'emailConfirmed' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Sign in' });
    const { canvas, email } = fields(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your email is confirmed. Sign in to continue.');
    await expect(email).toHaveValue('ece@wallet.test');
  },
};

/** With a hosted sign-in configured (not in the demo), it is offered under the form. */
export const WithHostedSignIn: Story = {
  args: { hostedSignIn: true, demoCredentials: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue with single sign-on' })).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş yap' }));
    await expect(await canvas.findByText('E-postanızı girin.')).toBeVisible();
    await expect(canvas.getByText('Şifrenizi girin.')).toBeVisible();
  },
};

/** Turkish text with a long email and the wrong password, on a phone. */
export const LongText: Story = {
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pasteInto(
      canvas.getByRole('textbox', { name: /E-posta/ }),
      'muhasebe.departmani.yetkilisi.ayse-nur@uzun-bir-sirket-adi.com.tr',
    );
    await pasteInto(canvas.getByLabelText(/^Şifre/, { selector: 'input' }), 'Yanlis#Sifre2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş yap' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(await within(canvasElement).findByText('Enter your email.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};
