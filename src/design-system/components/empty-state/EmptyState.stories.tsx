import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellOff } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Button } from '../button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  decorators: [
    (Story) => (
      <Box width="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's placeholder for an empty list or grid. */
export const NoRecords: Story = {
  args: { bordered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records found')).toBeVisible();
  },
};

/** While loading, a spinner replaces the icon and announces "Loading…". */
export const Loading: Story = {
  args: { loading: true, bordered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The notification panel's empty state. */
export const NoNotifications: Story = {
  args: { icon: <BellOff />, title: 'No notifications', description: "You're all caught up!" },
};

export const WithAction: Story = {
  args: {
    title: 'No transactions yet',
    description: 'Deposits and withdrawals you make will be listed here.',
    action: <Button size="sm">Receive crypto</Button>,
    bordered: true,
  },
};

export const LongText: Story = {
  args: {
    title: 'Nothing matches the filters you picked for this period and asset',
    description:
      'Try a wider date range, another asset or clear every filter to see the complete history of your account, including pending transfers.',
  },
};

export const Turkish: Story = {
  args: { loading: true, bordered: true },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kayıt bulunamadı')).toBeVisible();
  },
};

export const Dark: Story = { args: { bordered: true }, globals: { theme: 'dark' } };

export const Mobile: Story = {
  args: { icon: <BellOff />, title: 'No notifications', description: "You're all caught up!", bordered: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
