import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { signIn } from '@/services/auth';
import { config } from '@/services/config/env';
import { AuthScreenHarness, ScreenFrame } from '../testing/AuthScreenHarness';
import { signedOutLoader } from '../testing/auth-screen-story';
import { RegisteredScreen } from './RegisteredScreen';

const IDENTITY = `${config.apiBaseUrl}/identity/api/v1`;

const meta = {
  title: 'Screens/Registered',
  component: RegisteredScreen,
  // The new user (nw = 1) is signed in; API calls go as them.
  parameters: { layout: 'fullscreen', route: '/registered', demo: { user: 'newcomer' } },
  loaders: [
    async () => {
      await signedOutLoader();
      await signIn({ email: demoUsers.newcomer.email, password: DEMO_PASSWORD, rememberMe: false });
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <>
        <ScreenFrame wide>
          <Story />
        </ScreenFrame>
      </>
    ),
  ],
  render: () => <AuthScreenHarness path="/registered" screen={<RegisteredScreen />} />,
} satisfies Meta<typeof RegisteredScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: /First name|Ad/ }, { timeout: 5000 });
  return canvas;
}

async function fill(canvasElement: HTMLElement) {
  const canvas = await form(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Date of birth/), '02/03/1995');
  await userEvent.click(canvas.getByRole('checkbox', { name: /These details are correct/ }));
  return canvas;
}

/** The name from sign-up is filled in; the date of birth and the confirmation are left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your account is almost ready' })).toBeVisible();
    await expect(canvas.getByText('Welcome, Nil! One last step before your wallet opens.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Nil');
    await expect(canvas.getByRole('textbox', { name: /Last name/ })).toHaveValue('Newcomer');
  },
};

/** While the registration status is read. */
export const Checking: Story = {
  parameters: {
    msw: {
      handlers: {
        identityFaults: [
          http.get(`${IDENTITY}/users/is-register-complete/:id`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Checking your account…', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /First name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open my wallet' }));
    await expect(await canvas.findByText('Enter your first name.')).toBeVisible();
    await expect(canvas.getByText('Enter your date of birth.')).toBeVisible();
    await expect(canvas.getByText('Confirm your details to continue.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus());
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /These details are correct/ })).toBeChecked();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        identityFaults: [
          http.put(`${IDENTITY}/users/register-complete/:id`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open my wallet' }));
    await expect(await canvas.findByRole('button', { name: 'Opening your wallet…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Registration completed: the session now says nw = 0 and the wallet opens. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open my wallet' }));
    await expect(await canvas.findByTestId('location', {}, { timeout: 8000 })).toHaveTextContent('/wallet');
  },
};

/** The completion fails: the spec's message, and what was typed stays. */
export const CompletionFails: Story = {
  parameters: {
    msw: {
      handlers: {
        identityFaults: [
          http.put(`${IDENTITY}/users/register-complete/:id`, () =>
            HttpResponse.json({ message: 'Service unavailable' }, { status: 422 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open my wallet' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error getting reg user');
    await expect(canvas.getByLabelText(/Date of birth/)).toHaveValue('02/03/1995');
  },
};

/** The status cannot be read: the spec's message and a retry. */
export const StatusFails: Story = {
  parameters: {
    msw: {
      handlers: {
        identityFaults: [
          http.get(`${IDENTITY}/users/is-register-complete/:id`, () =>
            HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Error getting reg user');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hesabınız neredeyse hazır' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cüzdanımı aç' }));
    await expect(await canvas.findByText('Doğum tarihinizi girin.')).toBeVisible();
  },
};

/** A day that does not exist, typed the Turkish way: its message, and the text kept to correct. */
export const TurkishDateNotADay: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const birthdate = canvas.getByLabelText(/Doğum tarihi/);
    await userEvent.type(birthdate, '31.02.1995');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Bu bilgiler doğru/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cüzdanımı aç' }));
    await expect(await canvas.findByText('GG.AA.YYYY biçiminde gerçek bir tarih girin.')).toBeVisible();
    await expect(birthdate).toHaveValue('31.02.1995');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect((await form(canvasElement)).getByRole('button', { name: 'Open my wallet' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open my wallet' }));
    await expect(await canvas.findByText('Enter your date of birth.')).toBeVisible();
  },
};
