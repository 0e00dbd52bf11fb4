import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { stubClipboard } from '../../fixtures/clipboard';
import { CopyToClipboard } from './CopyToClipboard';

const address = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

const meta = {
  title: 'Design system/CopyToClipboard',
  component: CopyToClipboard,
  args: { value: address, label: 'Deposit address', onCopy: fn(), onCopyError: fn() },
  // The clipboard accepts unless a story says otherwise (a headless browser refuses real writes).
  beforeEach: () => stubClipboard('accept'),
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
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledOnce());
    await expect(within(canvasElement).getByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(() => expect(document.querySelector('[data-live-region="polite"]')).toHaveTextContent('Copied'));
  },
};

/** The browser refuses the write: no false "Copied"; the value is selected for copying by hand. */
export const Refused: Story = {
  beforeEach: () => stubClipboard('refuse'),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText(/Couldn't copy/)).toBeVisible();
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(args.onCopyError).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
    const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Deposit address' });
    await expect(field).toHaveAccessibleDescription(/Couldn't copy/);
    await expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(address);
  },
};

export const RefusedTurkish: Story = {
  args: { label: 'Yatırım adresi' },
  globals: { locale: 'tr' },
  beforeEach: () => stubClipboard('refuse'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kopyala' }));
    await expect(await within(canvasElement).findByText(/Kopyalanamadı/)).toBeVisible();
  },
};

export const KeyboardCopy: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledOnce());
  },
};

/** Only the button, for tight spots (a table row, a card). */
export const IconOnly: Story = {
  args: { showValue: false, label: undefined, buttonLabel: 'Copy address' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledOnce());
    await expect(within(canvasElement).getByRole('button', { name: 'Copied' })).toBeVisible();
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
    await expect(await within(canvasElement).findByRole('button', { name: 'Kopyalandı' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
