import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Tabs } from './Tabs';

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: {
    label: 'Notifications',
    defaultValue: 'all',
    onValueChange: fn(),
    items: [
      { value: 'unread', label: 'Unread', count: 3, countLabel: '3 unread', content: 'Three unread notifications.' },
      { value: 'all', label: 'All', count: 12, countLabel: '12 in total', content: 'Every notification.' },
    ],
  },
  decorators: [
    (Story) => (
      <Box width="md" maxWidth="full">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    // The panel is named by its tab (aria-labelledby from Ark's tabs machine).
    await expect(canvas.getByRole('tabpanel', { name: /All/ })).toHaveTextContent('Every notification.');
  },
};

export const SwitchWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Unread/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('unread');
    // The panels have no exit animation: the selected tab's panel replaces the other at once.
    await expect(canvas.getByRole('tabpanel', { name: /Unread/ })).toHaveTextContent('Three unread notifications.');
    await expect(canvas.queryByText('Every notification.')).not.toBeInTheDocument();
  },
};

/** Panels kept mounted stay in the page, hidden, when another tab is selected (a long list is not built again). */
export const KeptMounted: Story = {
  args: { keepMounted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Every notification.');
    await userEvent.click(canvas.getByRole('tab', { name: /Unread/ }));
    await expect(canvas.getByRole('tabpanel', { name: /Unread/ })).toHaveTextContent('Three unread notifications.');
    await expect(canvas.getByText('Every notification.')).not.toBeVisible();
  },
};

/** Arrow keys move between tabs and select them. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /All/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /Unread/ })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('unread');
  },
};

export const ZeroCountAndDisabled: Story = {
  args: {
    items: [
      { value: 'unread', label: 'Unread', count: 0, content: 'Nothing unread.' },
      { value: 'all', label: 'All', count: 4, content: 'Every notification.' },
      { value: 'archived', label: 'Archived', disabled: true, content: 'Archive.' },
    ],
  },
};

export const Fitted: Story = { args: { fitted: true } };

export const ManyTabs: Story = {
  args: {
    defaultValue: 'deposits',
    items: ['Overview', 'Deposits', 'Withdrawals', 'Conversions', 'NFT transfers', 'Fees', 'Statements'].map((label) => ({
      value: label.toLowerCase(),
      label,
      content: `${label} of the selected period.`,
    })),
  },
};

export const Turkish: Story = {
  args: {
    items: [
      { value: 'unread', label: 'Okunmamış', count: 3, content: 'Üç okunmamış bildirim.' },
      { value: 'all', label: 'Tümü', count: 12, content: 'Tüm bildirimler.' },
    ],
  },
  globals: { locale: 'tr' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Fitted tabs share the width: long labels (Turkish ones run longer) wrap inside their tab, the counts stay beside them. */
export const LongLabels: Story = {
  args: {
    fitted: true,
    items: [
      { value: 'unread', label: 'Unread notifications', count: 128, countLabel: '128 unread', content: 'Unread ones.' },
      { value: 'all', label: 'Every notification you have received', count: 1204, countLabel: '1204 in total', content: 'All.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const tab of canvas.getAllByRole('tab')) await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
  },
};

export const Mobile: Story = {
  args: { fitted: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Unread/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('unread');
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Three unread notifications.'));
  },
};
