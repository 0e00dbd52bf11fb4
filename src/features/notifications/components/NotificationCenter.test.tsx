import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { clearToasts, createOverlayLayer, OverlayLayer, OverlayLayerContext } from '@/design-system';
import { sessionOf } from '@/machines';
import { createNotification } from '@/mocks/db';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { pusherMock } from '@/mocks/realtime';
import { renderStory } from '@/test/render';
import * as centreStories from './NotificationCenter.stories';

const USER = demoUsers.customer.userId;
const CHANNEL = `precense-notifications-${USER}`;
const stories = composeStories(centreStories);

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  // jsdom has none; the drawer body's scroll detection observes sizes.
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  act(() => clearToasts());
});

/** A story of the centre (signed in as the demo customer, the bell standing in for the layout's). */
async function renderCentre(Story: (typeof stories)[keyof typeof stories] = stories.Loaded) {
  const user = userEvent.setup();
  const view = await renderStory(Story);
  return { user, ...view };
}

const toasts = () =>
  Array.from(document.querySelectorAll('[data-scope="toast"][data-part="description"]')).map((node) => node.textContent);

async function openPanel(user: ReturnType<typeof userEvent.setup>, name: RegExp = /^Notifications, \d+ unread$/) {
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: /Notifications|Bildirimler/ }));
}

describe('<NotificationCenter> on the demo backend', () => {
  it('on entry loads the list, counts the unread on the bell and connects the socket', async () => {
    const { user } = await renderCentre();
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    await waitFor(() => expect(pusherMock.subscriberCount(CHANNEL)).toBe(1));
    const panel = await openPanel(user);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByRole('tab', { name: /All/, selected: true })).toHaveTextContent('20');
    expect(within(panel.getByRole('list', { name: 'All' })).getAllByRole('listitem')).toHaveLength(20);
  });

  it('closes with Escape (the bell says so) and opens again from the bell on the tab left chosen', async () => {
    const { user } = await renderCentre();
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    const panel = await openPanel(user);
    await user.click(panel.getByRole('tab', { name: /Unread/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    const again = await openPanel(user);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(again.getByRole('tab', { name: /Unread/, selected: true })).toBeInTheDocument();
  });

  it('marks one read ("Reading..." while the call runs), then the unread count drops', async () => {
    const { user } = await renderCentre(stories.MarkReadReadAllDelete);
    const panel = await openPanel(user);
    const unreadTab = panel.getByRole('tab', { name: /Unread/ });
    const buttons = panel.getAllByRole('button', { name: 'Mark as read' });
    const before = buttons.length;
    expect(unreadTab).toHaveAccessibleName(new RegExp(`^Unread\\s*${before} notifications$`));
    const [first] = buttons;
    await user.click(first as HTMLElement);
    expect(await panel.findByRole('button', { name: 'Reading...' })).toBeVisible();
    await waitFor(() => expect(panel.queryByRole('button', { name: 'Reading...' })).toBeNull());
    expect(panel.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(before - 1);
    expect(unreadTab).toHaveAccessibleName(new RegExp(`^Unread\\s*${before - 1} notifications$`));
    // Behind the modal panel, the bell is hidden from the accessibility tree but shows the new count.
    expect(screen.getByRole('button', { name: `Notifications, ${before - 1} unread`, hidden: true })).toBeInTheDocument();
  });

  it('a pushed event shows its message as a toast and tops the list', async () => {
    const { user } = await renderCentre();
    const panel = await openPanel(user);
    await waitFor(() => expect(pusherMock.subscriberCount(CHANNEL)).toBe(1));
    act(() => {
      createNotification(USER, { type: 'GENERIC', data: { title: 'Tournament', message: 'Finals start at 20:00' } });
    });
    await waitFor(() => expect(toasts()).toContain('Finals start at 20:00'));
    const [top] = within(panel.getByRole('list', { name: 'All' })).getAllByRole('listitem');
    expect(top).toHaveTextContent('Tournament');
  });

  it('a load failure shows the error toast, and the panel offers a retry that loads the list', async () => {
    const { user } = await renderCentre(stories.LoadError);
    await waitFor(() => expect(toasts()).toContain('Notifications load failed, retry later'));
    const panel = await openPanel(user, /^Notifications$/);
    expect(panel.getByText('Notifications load failed, retry later')).toBeVisible();
    server.resetHandlers();
    await user.click(panel.getByRole('button', { name: 'Try again' }));
    const loaded = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(await loaded.findByRole('list', { name: 'All' })).toBeVisible();
  });

  it('resets the socket on the signedIn auth event and closes it when the session signs out', async () => {
    const { root } = await renderCentre();
    await waitFor(() => expect(pusherMock.connections()[0]?.userId).toBe(USER));
    const first = pusherMock.connections()[0]?.socketId;
    act(() => sessionOf(root).send({ type: 'AUTH.SIGNED_IN' }));
    await waitFor(() => {
      expect(pusherMock.connections()).toHaveLength(1);
      expect(pusherMock.connections()[0]?.socketId).not.toBe(first);
      expect(pusherMock.connections()[0]?.userId).toBe(USER);
    });
    act(() => sessionOf(root).send({ type: 'AUTH.SIGNED_OUT' }));
    await waitFor(() => expect(pusherMock.connections()).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible();
  });

  it('in an app with an overlay layer, keeps its panel there, beside the layout, and takes it away on leaving', async () => {
    const layer = createOverlayLayer();
    const Loaded = stories.Loaded;
    let leave: () => void = () => undefined;
    function AppWithLayer() {
      const [shown, setShown] = useState(true);
      leave = () => setShown(false);
      return (
        <OverlayLayerContext.Provider value={layer}>
          {shown && <Loaded />}
          <OverlayLayer layer={layer} />
        </OverlayLayerContext.Provider>
      );
    }
    const user = userEvent.setup();
    await renderStory(Object.assign(AppWithLayer, { parameters: Loaded.parameters, globals: Loaded.globals }));
    expect(layer.overlays()).toHaveLength(1);
    const panel = await openPanel(user);
    expect(within(panel.getByRole('list', { name: 'All' })).getAllByRole('listitem')).toHaveLength(20);
    act(() => leave());
    expect(layer.overlays()).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('speaks Turkish', async () => {
    const { user } = await renderCentre(stories.Turkish);
    await user.click(await screen.findByRole('button', { name: /^Bildirimler, \d+ okunmamış$/ }));
    const panel = within(await screen.findByRole('dialog', { name: 'Bildirimler' }));
    expect(panel.getByRole('tab', { name: /Tümü/, selected: true })).toBeVisible();
    expect(panel.getAllByRole('button', { name: 'Okundu olarak işaretle' }).length).toBeGreaterThan(0);
  });
});
