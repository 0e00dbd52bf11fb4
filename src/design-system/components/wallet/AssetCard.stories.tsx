import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { pathTo } from '@/shared/routes';
import { coinIcons } from '../../fixtures/images';
import { AssetCard } from './AssetCard';

const meta = {
  title: 'Design system/AssetCard',
  component: AssetCard,
  args: {
    symbol: 'BTC',
    name: 'Bitcoin',
    iconUrl: coinIcons.BTC,
    balance: '0.4821',
    usdValue: '46312.84',
    href: pathTo('asset-detail', { asset: 'BTC' }),
  },
  decorators: [
    (Story) => (
      <Box width="xs" maxWidth="full">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AssetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/wallet/BTC');
    await expect(link).toHaveTextContent('$46,312.84');
    await expect(link).toHaveTextContent('0.48 BTC');
  },
};

/** Without a price the symbol stands in for the dollar value. */
export const NoPrice: Story = {
  args: { symbol: 'GAME', name: 'Hub Game Token', iconUrl: undefined, balance: '12500', usdValue: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('GAMEHub Game TokenGAME12,500.00 GAME');
  },
};

export const ZeroBalance: Story = {
  args: { symbol: 'AVAX', name: 'Avalanche', iconUrl: coinIcons.AVAX, balance: '0', usdValue: '0' },
};

/** A deposit just finished: the card glows for 3 s (a still ring under reduced motion, as here). */
export const Flashing: Story = { args: { flashing: true } };

/** The hover look (forced with data-hover, which Panda's _hover condition also matches). */
export const Hover: Story = { render: (args) => <AssetCard {...args} data-hover="" /> };

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    symbol: 'WBTCE',
    name: 'Wrapped Bitcoin (bridged from Ethereum mainnet)',
    balance: '123456789.987',
    usdValue: '9876543210.12',
  },
};

/** Dollars stay en-US in Turkish; the balance follows Turkish number format. */
export const Turkish: Story = {
  args: { balance: '1234.5678', usdValue: '86312.8' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveTextContent('$86,312.80');
    await expect(link).toHaveTextContent('1.234,57 BTC');
  },
};

export const Dark: Story = { args: { flashing: false }, globals: { theme: 'dark' } };

/** On a phone the card takes the row; a long name shortens instead of pushing the balance off. */
export const Mobile: Story = {
  args: { name: 'Wrapped Bitcoin on the Ethereum network', usdValue: '1234567.89', balance: '18.27' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveTextContent('$1,234,567.89');
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
