import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@/design-system';
import { DEMO_PASSWORD } from '@/mocks/fixtures/demo-users';
import { scenarios } from '@/mocks/scenarios';
import { Box } from 'styled-system/jsx';
import { ChangePasswordScreen } from './ChangePasswordScreen';
import { dismissToasts, toastTexts } from '@/test/story-toasts';

const inMainLayout: Decorator = (Story) => (
  <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
    <Story />
  </Box>
);

const meta = {
  title: 'Screens/Change password',
  component: ChangePasswordScreen,
  decorators: [inMainLayout],
  parameters: { layout: 'fullscreen', route: '/profile-settings/change-password', session: 'customer' },
  beforeEach: () => clearToasts(),
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'Fresh#Start2027';

async function fillIn(canvasElement: HTMLElement, current: string, next = NEW_PASSWORD) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Current password/, { selector: 'input' }), current);
  await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), next);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }), next);
}

const met = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-met'));

/** Three password fields and the policy checklist sign-up uses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expect(met(canvasElement)).toEqual(['false', 'false', 'false', 'false', 'false']);
    await expect(canvas.getByRole('link', { name: 'Back to profile settings' })).toHaveAttribute('href', '/profile-settings');
  },
};

/** The checklist follows the new password as it is typed; show/hide reveals it. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^New password/, { selector: 'input' });
    await userEvent.type(input, 'wallet2026');
    await expect(met(canvasElement)).toEqual(['true', 'false', 'true', 'true', 'false']);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[1] as HTMLElement);
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** A wrong current password is said on that field; the toast gives the catalogue message. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, 'Not#MyPassword1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('This is not your current password. Check it and try again.')).toBeVisible();
    await waitFor(() => expect(toastTexts()).toContain('Error changing password'));
    await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue(NEW_PASSWORD);
    await dismissToasts();
  },
};

/** 'Error changing password' (server failure): everything typed is kept. */
export const ChangeError: Story = {
  parameters: { msw: { handlers: { identity: [scenarios.identity.error('POST /users/reset-password')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toastTexts()).toContain('Error changing password'), { timeout: 5000 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your password was not changed');
    await expect(canvas.getByLabelText(/^Current password/, { selector: 'input' })).toHaveValue(DEMO_PASSWORD);
    await dismissToasts();
  },
};

/** Changed: other devices stay signed in, and signing out everywhere is offered. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
    await expect(canvas.getByText(/Other devices where you are signed in stay signed in/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Şifre değiştir' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
