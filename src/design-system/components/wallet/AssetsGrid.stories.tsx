import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { manyAssets, sampleAssets } from '../../fixtures/assets';
import { AssetsGrid } from './AssetsGrid';

const meta = {
  title: 'Design system/AssetsGrid',
  component: AssetsGrid,
  args: { assets: sampleAssets, label: 'Assets' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box maxWidth="5xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AssetsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Assets' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByRole('link', { name: /ETH/ })).toHaveAttribute('href', '/wallet/ETH');
  },
};

/** Skeleton cards while loading; screen readers hear "Loading assets…". */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading assets…');
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { assets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records found')).toBeVisible();
  },
};

export const FlashingDeposit: Story = { args: { flashingSymbols: ['ETH'] } };

export const ManyItems: Story = { args: { assets: manyAssets } };

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /BTC/ })).toHaveTextContent('0,48 BTC');
  },
};

export const TurkishLoading: Story = { args: { loading: true }, globals: { locale: 'tr' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkLoading: Story = { args: { loading: true }, globals: { theme: 'dark' } };

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
