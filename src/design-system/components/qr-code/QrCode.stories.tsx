import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { QrCode } from './QrCode';

const meta = {
  title: 'Design system/QrCode',
  component: QrCode,
  args: { value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', label: 'QR code of your Bitcoin deposit address' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'QR code of your Bitcoin deposit address' })).toBeVisible();
  },
};

export const WithLogo: Story = { args: { withLogo: true, size: 'lg' } };

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="6" alignItems="flex-end">
      <QrCode {...args} size="sm" />
      <QrCode {...args} size="md" />
      <QrCode {...args} size="lg" />
    </HStack>
  ),
};

export const LongValue: Story = {
  args: {
    value:
      'ethereum:0x71C7656EC7ab88b098defB751B7401B5f6d8976F@1/transfer?address=0x71C7656EC7ab88b098defB751B7401B5f6d8976F&uint256=1.5e18',
  },
};

/** Still dark on white in the dark theme: cameras need the contrast. */
export const Dark: Story = { args: { withLogo: true }, globals: { theme: 'dark' } };

export const Turkish: Story = {
  args: { label: 'Bitcoin yatırma adresinizin QR kodu', withLogo: true },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Bitcoin yatırma adresinizin QR kodu' })).toBeVisible();
  },
};

/** On a phone the large code still fits the screen (a camera needs the whole code). */
export const Mobile: Story = {
  args: { size: 'lg', withLogo: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'QR code of your Bitcoin deposit address' });
    await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
