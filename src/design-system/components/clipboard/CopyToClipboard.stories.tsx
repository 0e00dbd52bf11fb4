import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { CopyToClipboard } from './CopyToClipboard';

const address = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

const meta = {
  title: 'Design system/CopyToClipboard',
  component: CopyToClipboard,
  args: { value: address, label: 'Deposit address', onCopy: fn() },
  decorators: [
    (Story) => (
      <Box width="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CopyToClipboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Deposit address' })).toHaveValue(address);
  },
};

/** After a copy the button says "Copied" and screen readers hear it once. */
export const Copied: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(() => expect(document.querySelector('[data-live-region="polite"]')).toHaveTextContent('Copied'));
  },
};

export const KeyboardCopy: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

/** Only the button, for tight spots (a table row, a card). */
export const IconOnly: Story = {
  args: { showValue: false, label: undefined, buttonLabel: 'Copy address' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy address' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

export const LongValue: Story = {
  args: {
    label: 'Payment link',
    value: 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.01500000&label=Wallet%20brand%20deposit',
  },
};

export const Turkish: Story = {
  args: { label: 'Yatırım adresi' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kopyala' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Kopyalandı' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
