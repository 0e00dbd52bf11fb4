import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@/design-system';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { scenarios } from '@/mocks/scenarios';
import { Box } from 'styled-system/jsx';
import { DeleteAccountSection } from './DeleteAccountSection';
import { toastTexts } from '@/test/story-toasts';

const inPage: Decorator = (Story) => (
  <Box maxWidth="3xl" mx="auto">
    <Story />
  </Box>
);

const meta = {
  title: 'Account/Delete account',
  component: DeleteAccountSection,
  decorators: [inPage],
  parameters: { layout: 'padded', route: '/profile-settings', session: 'customer' },
  beforeEach: () => clearToasts(),
} satisfies Meta<typeof DeleteAccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEWCOMER = demoUsers.newcomer.email;
const confirmField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByLabelText(`To confirm, type your email address: ${NEWCOMER}`);

/** The demo customer still holds balances: they are listed, and there is nothing to confirm yet. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('closure-blockers');
    await expect(list).toHaveTextContent('Your account cannot be deleted yet.');
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    // Five balances by name, the rest counted, and the wallet one click away.
    await expect(within(list).getAllByText(/^a balance of /)).toHaveLength(5);
    await expect(within(list).getByText(/^and \d+ more balances$/)).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'See your balances' })).toHaveAttribute('href', '/wallet');
    await expect(canvas.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  },
};

/** A customer with nothing left (new@wallet.test): the email, exactly as stored, unlocks the button. */
export const Allowed: Story = {
  parameters: { session: 'newcomer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your account holds no balance, withdrawal or NFT: it can be deleted.')).toBeVisible();
    const input = await confirmField(canvasElement);
    const button = canvas.getByRole('button', { name: 'Delete my account' });
    await expect(button).toBeDisabled();
    await userEvent.type(input, NEWCOMER.toUpperCase());
    await expect(button).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, NEWCOMER);
    await expect(button).toBeEnabled();
  },
};

/** "Error: User couldn't be deleted": the customer stays, signed in, with the email still typed. */
export const DeleteFailed: Story = {
  parameters: { session: 'newcomer', msw: { handlers: { identity: [scenarios.identity.error('DELETE /users/{id}')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await confirmField(canvasElement);
    await userEvent.type(input, NEWCOMER);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(toastTexts()).toContain("Error: User couldn't be deleted"));
    await expect(input).toHaveValue(NEWCOMER);
    // The toast is raised by the mutation cache a moment before the button leaves its busy state.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled());
  },
};

/** What holds the account could not be read: nothing can be confirmed; a retry. */
export const BlockersFailed: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('GET /accounts')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not check what your account holds');
    await waitFor(() => expect(toastTexts()).toContain('Asset accounts load failed, retry later'));
    await expect(canvas.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('closure-blockers')).toHaveTextContent('Hesabınız henüz silinemez.');
  },
};

export const Dark: Story = {
  parameters: { session: 'newcomer' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => void (await confirmField(canvasElement)),
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => void (await within(canvasElement).findByTestId('closure-blockers')),
};
