import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Design system/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3, onClick: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread exist: the bell with a dot, a count, and a label that says it. */
export const Unread: Story = {
  play: async ({ args, canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 120 unread' })).toHaveTextContent('120');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Notifications/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: () => (
    <HStack gap="4">
      <NotificationBell unreadCount={0} />
      <NotificationBell unreadCount={2} />
      <NotificationBell unreadCount={0} variant="outline" />
      <NotificationBell unreadCount={14} variant="outline" />
    </HStack>
  ),
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bildirimler, 3 okunmamış' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
