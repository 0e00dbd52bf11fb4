import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { TotalBalance } from './TotalBalance';

const meta = {
  title: 'Design system/TotalBalance',
  component: TotalBalance,
  args: { total: '68700.88' },
  decorators: [
    (Story) => (
      <Box width="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TotalBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Total Balance' });
    await expect(box).toHaveTextContent('$68,700.88');
  },
};

/** While balances load: a skeleton, never $0.00. */
export const Loading: Story = {
  args: { total: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Total Balance' });
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(box).not.toHaveTextContent('$');
  },
};

/** No accounts: '---'. */
export const NoAccounts: Story = {
  args: { total: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('---')).toBeVisible();
  },
};

export const Zero: Story = { args: { total: '0' } };

export const LargeAmount: Story = { args: { total: '1234567890.126', description: 'Across 14 asset accounts' } };

/** Dollars are formatted en-US in Turkish too. */
export const Turkish: Story = {
  args: { total: '1234567.5' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Toplam Bakiye' });
    await expect(box).toHaveTextContent('$1,234,567.50');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  args: { total: '1234567.5' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
