import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { clearToasts } from '@/design-system';
import { createNotification } from '@/mocks/db';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { pusherMock } from '@/mocks/realtime';
import { scenarios } from '@/mocks/scenarios';
import { NotificationBellButton, NotificationCenter } from './NotificationCenter';
import { toastTexts } from '@/test/story-toasts';

const USER = demoUsers.customer.userId;
const CHANNEL = `precense-notifications-${USER}`;

/**
 * The notification centre as the main layout uses it, on the demo backend: the real notifications machine,
 * the game hub calls answered by the demo handlers and the socket by the Pusher mock. The bell stands in for
 * the layout's.
 */
const meta = {
  title: 'Features/Notifications/NotificationCenter',
  component: NotificationCenter,
  parameters: { session: 'customer' },
  render: () => (
    <NotificationCenter>
      <Box p="4">
        <NotificationBellButton variant="outline" />
      </Box>
    </NotificationCenter>
  ),
} satisfies Meta<typeof NotificationCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const BELL = /^(Notifications|Bildirimler)(, \d+ (unread|okunmamış))?$/;
const markAsRead = /^(Mark as read|Okundu olarak işaretle)$/;

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: BELL }));
  const dialog = await screen.findByRole('dialog', { name: /Notifications|Bildirimler/ });
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  // The drawer moves focus in (to its close button) a moment after it opens: a click before that would have its
  // focus taken away, which no customer is quick enough to see.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement | null));
  return within(dialog);
}

async function loaded(panel: ReturnType<typeof within>, count = 20) {
  await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(count), { timeout: 5000 });
}

const live = () => waitFor(() => expect(pusherMock.subscriberCount(CHANNEL)).toBe(1), { timeout: 5000 });

/** The first page is in (the bell counts its unread ones), so pushed events land after it, not racing it. */
const listLoaded = () => screen.findByRole('button', { name: /, \d+ (unread|okunmamış)$/ }, { timeout: 5000 });

/** The toasts' texts (the live regions repeat them for screen readers). */
/** Waits for a toast, then clears them all: the screenshot must not depend on when a toast times out. */
async function sawToast(text: string) {
  await waitFor(() => expect(toastTexts()).toContain(text), { timeout: 5000 });
  clearToasts();
  await waitFor(() => expect(toastTexts()).toEqual([]));
}

/** The demo customer's newest 20, All first; six of them (and some older ones) unread. */
export const Loaded: Story = {
  play: async () => {
    const panel = await openPanel();
    await loaded(panel);
    await expect(panel.getByRole('tab', { name: /All/, selected: true })).toHaveAccessibleName(/All\s*20 notifications/);
    await expect(panel.getByRole('button', { name: 'Read all' })).toBeVisible();
    await expect(panel.getAllByRole('button', { name: markAsRead }).length).toBeGreaterThanOrEqual(6);
  },
};

/** Mark one read ("Reading..." while the slowed call runs), then read all, then delete one. */
export const MarkReadReadAllDelete: Story = {
  parameters: { msw: { handlers: { gamehub: [scenarios.gamehub.slow('PATCH /notifications/{id}/read', 800)] } } },
  play: async () => {
    const panel = await openPanel();
    await loaded(panel);
    const unreadTab = panel.getByRole('tab', { name: /Unread/ });
    const before = panel.getAllByRole('button', { name: markAsRead }).length;
    await expect(unreadTab).toHaveAccessibleName(new RegExp(`Unread\\s*${before} notifications`));

    const [first] = panel.getAllByRole('listitem');
    const firstItem = within(first as HTMLElement);
    await userEvent.click(firstItem.getByRole('button', { name: markAsRead }));
    await expect(await firstItem.findByRole('button', { name: 'Reading...' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(firstItem.queryByRole('button', { name: /Reading|Mark as read/ })).toBeNull(), {
      timeout: 5000,
    });
    // Read: quieter (no unread marker) and counted out.
    await expect(first).not.toHaveAttribute('data-unread');
    await expect(unreadTab).toHaveAccessibleName(new RegExp(`Unread\\s*${before - 1} notifications`));

    await userEvent.click(panel.getByRole('button', { name: 'Read all' }));
    await waitFor(() => expect(panel.queryByRole('button', { name: 'Read all' })).toBeNull(), { timeout: 5000 });
    await expect(panel.queryAllByRole('button', { name: markAsRead })).toHaveLength(0);
    await expect(unreadTab).toHaveAccessibleName(/Unread\s*0 notifications/);

    const deleted = first?.textContent ?? '';
    await userEvent.click(firstItem.getByRole('button', { name: /^Delete notification:/ }));
    await loaded(panel, 19);
    await expect(panel.getByRole('tab', { name: /All/ })).toHaveAccessibleName(/All\s*19 notifications/);
    await expect(panel.getAllByRole('listitem').map((item) => item.textContent)).not.toContain(deleted);
  },
};

/** Nothing stored: the spec's empty state. */
export const Empty: Story = {
  parameters: { msw: { handlers: { gamehub: [scenarios.gamehub.empty('GET /notifications')] } } },
  play: async () => {
    const panel = await openPanel();
    await expect(await panel.findByText('No notifications')).toBeVisible();
    await expect(panel.getByText("You're all caught up!")).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Read all' })).toBeNull();
  },
};

/** The list cannot be loaded: the spec's error toast, and a retry in the panel. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { gamehub: [scenarios.gamehub.error('GET /notifications', { status: 500 })] } } },
  play: async () => {
    await sawToast('Notifications load failed, retry later');
    const panel = await openPanel();
    await expect(panel.getByText('Notifications load failed, retry later')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Marking read fails: the error toast, and the item stays unread. */
export const ReadFailure: Story = {
  parameters: { msw: { handlers: { gamehub: [scenarios.gamehub.error('PATCH /notifications/{id}/read', { status: 500 })] } } },
  play: async () => {
    const panel = await openPanel();
    await loaded(panel);
    const before = panel.getAllByRole('button', { name: markAsRead }).length;
    await userEvent.click(panel.getAllByRole('button', { name: markAsRead })[0] as HTMLElement);
    await sawToast('Notification read failed, retry later');
    await expect(panel.getAllByRole('button', { name: markAsRead })).toHaveLength(before);
  },
};

/** Deleting fails: the error toast, and the item stays. */
export const DeleteFailure: Story = {
  parameters: { msw: { handlers: { gamehub: [scenarios.gamehub.error('DELETE /notifications/{id}', { status: 500 })] } } },
  play: async () => {
    const panel = await openPanel();
    await loaded(panel);
    await userEvent.click(panel.getAllByRole('button', { name: /^Delete notification:/ })[0] as HTMLElement);
    await sawToast('Notification delete failed, retry later');
    await loaded(panel, 20);
  },
};

/** A slow network: placeholders while the list loads, then the list. */
export const SlowNetwork: Story = {
  parameters: { msw: { handlers: { gamehub: [scenarios.gamehub.slow('GET /notifications', 1500)] } } },
  play: async () => {
    const panel = await openPanel();
    await expect(panel.getAllByRole('status')[0]).toHaveTextContent('Loading…');
    await loaded(panel);
  },
};

/** 120 finished withdrawals arrive (the cap after TX_WITHDRAW_FINISHED): the list holds 120. */
export const ManyItems: Story = {
  play: async () => {
    await listLoaded();
    await live();
    const start = Date.now() - 120 * 60_000;
    for (let index = 0; index < 120; index += 1) {
      createNotification(USER, {
        type: 'TX_WITHDRAW_FINISHED',
        createdAt: new Date(start + index * 60_000).toISOString(),
        data: { title: `Withdrawal ${index + 1} completed`, message: `${index + 1}.00 USDT has been sent.`, asset: 'USDT' },
      });
    }
    // Ten toasts show at once (the first ten); the rest wait in the queue until cleared.
    await sawToast('1.00 USDT has been sent.');
    const panel = await openPanel();
    // The first 20 rows render on opening, the rest as the list scrolls (ADR 0026); each knows it is one of 120.
    await loaded(panel, 20);
    await expect(panel.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '120');
    await expect(panel.getByRole('tab', { name: /All/ })).toHaveAccessibleName(/All\s*120 notifications/);
    await expect(panel.getAllByRole('listitem')[0]).toHaveTextContent('Withdrawal 120 completed');
  },
};

/** A notification is pushed while the panel is open: its toast, and the item on top. */
export const EventWhileOpen: Story = {
  play: async () => {
    const panel = await openPanel();
    await loaded(panel);
    await live();
    createNotification(USER, {
      type: 'GENERIC',
      data: { title: 'Tournament finals', message: 'The Dragon Forge finals start at 20:00.' },
    });
    await sawToast('The Dragon Forge finals start at 20:00.');
    await waitFor(() => expect(panel.getAllByRole('listitem')[0]).toHaveTextContent('Tournament finals'));
    await expect(panel.getAllByRole('listitem')).toHaveLength(20);
    await expect(panel.getAllByRole('listitem')[0]).toHaveAttribute('data-unread');
    // Stamped after the panel's clock last ticked: it happened "now", never "in 1 second".
    const [newest] = panel.getAllByRole('listitem');
    if (!newest) throw new Error('The list is empty.');
    await expect(within(newest).getByText('now', { exact: true })).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async () => {
    const panel = await openPanel();
    await loaded(panel);
    await expect(panel.getByRole('tab', { name: /Tümü/, selected: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Tümünü okundu yap' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const panel = await openPanel();
    await loaded(panel);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const panel = await openPanel();
    await loaded(panel);
  },
};

/** The bell alone: another icon and the count while unread exist. */
export const Bell: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Notifications, \d+ unread/ })).toBeVisible());
  },
};
