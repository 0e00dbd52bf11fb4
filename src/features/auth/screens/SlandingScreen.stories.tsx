import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { signIn } from '@/services/auth';
import { writeRedirectPath } from '@/services/storage';
import { Box } from 'styled-system/jsx';
import { AuthScreenHarness } from '../testing/AuthScreenHarness';
import { signedOutLoader } from '../testing/auth-screen-story';
import { SlandingScreen } from './SlandingScreen';

/** The plain container the app gives slanding (its layout is not in the spec). */
function PlainContainer({ children }: { children: ReactNode }) {
  return (
    <Box as="main" minHeight="screenH" bg="canvas" display="grid" placeItems="center" p="6">
      {children}
    </Box>
  );
}

const meta = {
  title: 'Screens/Slanding',
  component: SlandingScreen,
  parameters: { layout: 'fullscreen', route: '/slanding', demo: { user: null }, session: 'pending' },
  loaders: [signedOutLoader],
  decorators: [
    (Story) => (
      <PlainContainer>
        <Story />
      </PlainContainer>
    ),
  ],
  render: (args) => <AuthScreenHarness path="/slanding" screen={<SlandingScreen {...args} />} />,
} satisfies Meta<typeof SlandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the hosted sign-in: a spinner and a line of text while the session is completed. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Signing you in' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Completing sign-in…');
  },
};

/** The session arrived: on to the target the guard remembered. */
export const Completed: Story = {
  parameters: { session: 'amplify' },
  loaders: [
    async () => {
      writeRedirectPath('/receive');
      await signIn({ email: demoUsers.customer.email, password: DEMO_PASSWORD, rememberMe: false });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent('/receive');
  },
};

/** No session came back (cancelled, or an error from the provider): a clear message and a way back. */
export const Failed: Story = {
  args: { timeoutMs: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign-in could not be completed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Giriş yapılıyor' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Giriş tamamlanıyor…');
  },
};

export const FailedTurkish: Story = {
  args: { timeoutMs: 10 },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Giriş tamamlanamadı' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Girişe dön' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { timeoutMs: 10 },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Completing sign-in…');
  },
};
