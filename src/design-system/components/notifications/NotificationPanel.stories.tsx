import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { manyNotifications, sampleNotifications } from '../../fixtures/notifications';
import { Button } from '../button';
import { NotificationPanel, type NotificationItem, type NotificationPanelProps } from './NotificationPanel';

/** One "now" for fixtures and relative times, so "5 minutes ago" holds however long the page has been open. */
const STORY_NOW = Date.now();
const now = STORY_NOW;

/** Behaves like the screen will: marking read and deleting change the list (after the spy records it). */
function StatefulPanel(props: NotificationPanelProps) {
  const readAt = new Date(props.now ?? STORY_NOW).toISOString();
  const [open, setOpen] = useState(props.open);
  const [items, setItems] = useState<readonly NotificationItem[]>(props.notifications);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open notifications
      </Button>
      <NotificationPanel
        {...props}
        open={open}
        notifications={items}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
        onMarkRead={(id) => {
          props.onMarkRead(id);
          setItems((list) => list.map((item) => (item.id === id ? { ...item, readAt } : item)));
        }}
        onReadAll={() => {
          props.onReadAll();
          setItems((list) => list.map((item) => ({ ...item, readAt: item.readAt ?? readAt })));
        }}
        onDelete={(id) => {
          props.onDelete(id);
          setItems((list) => list.filter((item) => item.id !== id));
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/NotificationPanel',
  component: NotificationPanel,
  render: (args) => <StatefulPanel {...args} />,
  args: {
    open: true,
    now,
    notifications: sampleNotifications(now),
    onClose: fn(),
    onMarkRead: fn(),
    onReadAll: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function panel() {
  const dialog = await screen.findByRole('dialog', { name: /Notifications|Bildirimler/ });
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  // The drawer moves focus in (to its close button) a moment after it opens: a click before that would have its
  // focus taken away, which no customer is quick enough to see.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement | null));
  return within(dialog);
}

/** Opens on "All"; both tabs count; "Read all" shows because some are unread. */
export const Default: Story = {
  play: async () => {
    const view = await panel();
    await expect(view.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    await expect(view.getAllByRole('listitem')).toHaveLength(5);
    await expect(view.getByRole('button', { name: 'Read all' })).toBeVisible();
    await expect(view.getByText('5 minutes ago')).toBeVisible();
    await expect(view.getByText('Jan 15, 2026, 11:55 AM')).toBeVisible();
    await expect(view.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
  },
};

export const UnreadTab: Story = {
  play: async () => {
    const view = await panel();
    await userEvent.click(view.getByRole('tab', { name: /Unread/ }));
    await waitFor(() => expect(view.getAllByRole('listitem')).toHaveLength(2));
  },
};

export const MarkAsRead: Story = {
  play: async ({ args }) => {
    const view = await panel();
    const [first] = view.getAllByRole('button', { name: 'Mark as read' });
    await userEvent.click(first as HTMLElement);
    await expect(args.onMarkRead).toHaveBeenCalledWith('n1');
    await waitFor(() => expect(view.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1));
  },
};

/** While the server confirms, the button says "Reading..." and is busy. */
export const MarkingAsRead: Story = {
  args: { busyIds: ['n1'] },
  play: async () => {
    const view = await panel();
    const busy = view.getByRole('button', { name: 'Reading...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** In the Unread tab a row read by keyboard leaves the list; focus moves to the next row's button. */
export const MarkAsReadInUnreadTab: Story = {
  args: { defaultTab: 'unread' },
  play: async ({ args }) => {
    const view = await panel();
    const [first] = view.getAllByRole('button', { name: 'Mark as read' });
    (first as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkRead).toHaveBeenCalledWith('n1');
    await waitFor(() => expect(view.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(view.getByRole('button', { name: 'Mark as read' })).toHaveFocus());
  },
};

export const ReadAll: Story = {
  play: async ({ args }) => {
    const view = await panel();
    await userEvent.click(view.getByRole('button', { name: 'Read all' }));
    await expect(args.onReadAll).toHaveBeenCalledOnce();
    await waitFor(() => expect(view.queryByRole('button', { name: 'Read all' })).not.toBeInTheDocument());
  },
};

export const ReadingAll: Story = { args: { readingAll: true }, play: async () => void (await panel()) };

export const Delete: Story = {
  play: async ({ args }) => {
    const view = await panel();
    await userEvent.click(view.getByRole('button', { name: 'Delete notification: Account created' }));
    await expect(args.onDelete).toHaveBeenCalledWith('n3');
    await waitFor(() => expect(view.getAllByRole('listitem')).toHaveLength(4));
    // Focus stays where the deleted row was: on the next row's delete button.
    await waitFor(() => expect(view.getByRole('button', { name: 'Delete notification: New sign-in' })).toHaveFocus());
  },
};

/** Nothing at all: the spec's empty state, and no "Read all". */
export const Empty: Story = {
  args: { notifications: [] },
  play: async () => {
    const view = await panel();
    await expect(view.getByText('No notifications')).toBeVisible();
    await expect(view.getByText("You're all caught up!")).toBeVisible();
    await expect(view.queryByRole('button', { name: 'Read all' })).not.toBeInTheDocument();
  },
};

export const AllReadUnreadTab: Story = {
  args: { notifications: sampleNotifications(now).filter((item) => item.readAt), defaultTab: 'unread' },
  play: async () => {
    const view = await panel();
    await expect(view.getByText("You're all caught up!")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const view = await panel();
    await expect(view.getAllByRole('status')[0]).toHaveTextContent('Loading…');
  },
};

export const Close: Story = {
  play: async ({ args }) => {
    const view = await panel();
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardOperable: Story = {
  play: async ({ args }) => {
    const view = await panel();
    // Focus starts inside the panel; Tab reaches the first "Mark as read" and Enter presses it.
    await waitFor(() => expect(view.getByRole('button', { name: 'Read all' })).toBeVisible());
    const target = view.getAllByRole('button', { name: 'Mark as read' })[0] as HTMLElement;
    target.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkRead).toHaveBeenCalledWith('n1');
    // The button is gone with the unread state; focus stays on the same row, on its delete button.
    await waitFor(() => expect(view.getByRole('button', { name: 'Delete notification: Deposit received' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    notifications: [
      {
        id: 'long',
        readAt: null,
        createdAt: new Date(now - 90 * 1000).toISOString(),
        data: {
          title: 'Withdrawal to 0x71C7656EC7ab88b098defB751B7401B5f6d8976F completed after network congestion',
          message:
            'Your withdrawal of 12,500.00 USDT on Ethereum (ERC-20) took longer than usual because the network was congested. The fee charged was 18.42 USDT. Reference: 0x9f2c4e1b7a6d3c8e5f0a1b2c3d4e5f60718293a4b5c6d7e8f9012345678.',
        },
      },
      ...sampleNotifications(now).slice(2),
    ],
  },
  play: async () => void (await panel()),
};

/**
 * 120 rows (the spec's cap): the first 20 render on opening, 20 more whenever the reader scrolls or tabs near the
 * end of those (ADR 0026: opening costs the same as with one page); each row says its place in all 120.
 */
export const ManyItems: Story = {
  args: { notifications: manyNotifications(120, now) },
  play: async () => {
    const view = await panel();
    const rows = () => view.getAllByRole('listitem');
    await expect(rows()).toHaveLength(20);
    await expect(rows()[0]).toHaveAttribute('aria-setsize', '120');
    // Tabbing near the end of what is rendered renders more before the focus gets there.
    rows()[16]?.querySelector<HTMLElement>('[data-action="delete"]')?.focus();
    await waitFor(() => expect(rows()).toHaveLength(40));
    await waitFor(
      () => {
        rows().at(-1)?.scrollIntoView();
        expect(rows()).toHaveLength(120);
      },
      { timeout: 10_000 },
    );
    await expect(rows()[119]).toHaveAttribute('aria-posinset', '120');
    // Back to the top, the focus on the close button as on opening, for the screenshot.
    for (let node = rows()[0]?.parentElement; node; node = node.parentElement) node.scrollTop = 0;
    document.querySelector<HTMLElement>('[role="dialog"] [data-part="close-trigger"]')?.focus();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async () => {
    const view = await panel();
    await expect(view.getByRole('tab', { name: /Tümü/ })).toHaveAttribute('aria-selected', 'true');
    await expect(view.getByText('5 dakika önce')).toBeVisible();
    await expect(view.getAllByRole('button', { name: 'Okundu olarak işaretle' })).toHaveLength(2);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: async () => void (await panel()) };

export const DarkEmpty: Story = {
  args: { notifications: [] },
  globals: { theme: 'dark' },
  play: async () => void (await panel()),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => void (await panel()),
};

/** The list could not be loaded: the reason and a retry instead of the tabs (never "You're all caught up!"). */
export const LoadFailed: Story = {
  args: {
    notifications: [],
    error: { message: 'Notifications load failed, retry later', onRetry: fn() },
  },
  play: async ({ args }) => {
    const view = await panel();
    await expect(view.getByText('Notifications load failed, retry later')).toBeVisible();
    await expect(view.queryByRole('tab')).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.error?.onRetry).toHaveBeenCalledOnce();
  },
};
