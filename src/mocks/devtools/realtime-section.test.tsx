import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '@/services/config/env';
import { createRealtimeClient, type RealtimeClient } from '@/services/realtime';
import { gamehubSocketAuth } from '@/services/api';
import { actAsDemoUser } from '../act-as';
import { getDb } from '../db';
import { demoEvents } from '../events';
import { demoUsers } from '../fixtures/demo-users';
import { pusherMock } from '../realtime';
import { DemoPanelRoot } from './DemoPanelRoot';
import { registerBuiltInSections } from './index';

const USER = demoUsers.customer.userId;
let client: RealtimeClient | undefined;

afterEach(() => {
  client?.disconnect();
  client = undefined;
});

async function openSection(locale: 'en' | 'tr' = 'en') {
  registerBuiltInSections();
  const user = userEvent.setup();
  render(<DemoPanelRoot locale={locale} />);
  await user.click(screen.getByRole('button', { name: /demo/i }));
  const dialog = await screen.findByRole('dialog');
  const name = locale === 'en' ? 'Real-time notifications' : 'Gerçek zamanlı bildirimler';
  return { user, section: within(within(dialog).getByRole('region', { name })) };
}

const mine = () => getDb().notifications.filter((note) => note.userId === USER);

describe('the real-time section of the demo panel', () => {
  it('stores and announces any of the four events for the active user, as many as asked', async () => {
    const announced: string[] = [];
    const stop = demoEvents.on('notification-created', ({ userId, notification }) => {
      if (userId === USER) announced.push(`${notification.type} ${notification.data.title}`);
    });
    const { user, section } = await openSection();
    const before = mine().length;
    await user.click(section.getByRole('radio', { name: /Account created/ }));
    const count = section.getByRole('textbox', { name: 'How many' });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(section.getByRole('button', { name: 'Send' }));
    stop();
    expect(mine()).toHaveLength(before + 3);
    expect(announced).toEqual([
      'AC_CREATED Account created (1 of 3)',
      'AC_CREATED Account created (2 of 3)',
      'AC_CREATED Account created (3 of 3)',
    ]);
    // One millisecond apart, the last one newest: the list's order is the sending order.
    const [third, second] = mine();
    expect(Date.parse(third?.createdAt ?? '') - Date.parse(second?.createdAt ?? '')).toBe(1);
    expect(section.getByTestId('demo-realtime-result')).toHaveTextContent('3 AC_CREATED events sent.');
  });

  it('refuses a count outside 1 to 150', async () => {
    const { user, section } = await openSection();
    const count = section.getByRole('textbox', { name: 'How many' });
    await user.clear(count);
    await user.type(count, '151');
    expect(section.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(section.getByText('Enter a whole number from 1 to 150.')).toBeVisible();
  });

  it('simulates a deposit: the balance is credited and TX_DEPOSIT_FINISHED is announced', async () => {
    const { user, section } = await openSection();
    const transactions = getDb().transactions.length;
    await user.click(section.getByRole('button', { name: 'Simulate a deposit of 0.05 BTC' }));
    expect(getDb().transactions).toHaveLength(transactions + 1);
    expect(mine()[0]).toMatchObject({ type: 'TX_DEPOSIT_FINISHED', data: { asset: 'BTC', amount: '0.05' } });
  });

  it('drops the open sockets, which pusher-js then reopens', async () => {
    actAsDemoUser();
    client = createRealtimeClient({ ...config.pusher, auth: gamehubSocketAuth });
    client.connect(USER);
    const { user, section } = await openSection();
    await expect.poll(() => pusherMock.subscriberCount(`precense-notifications-${USER}`), { timeout: 5000 }).toBe(1);
    await expect.poll(() => section.queryByText('1 socket open')).not.toBeNull();
    const first = pusherMock.connections()[0]?.socketId;
    await user.click(section.getByRole('button', { name: 'Drop the socket connection' }));
    expect(section.getByTestId('demo-realtime-result')).toHaveTextContent('1 socket dropped; it reconnects by itself.');
    await expect
      .poll(() => pusherMock.connections().map((connection) => connection.socketId), { timeout: 5000 })
      .toEqual([expect.not.stringMatching(first ?? '')]);
  });

  it('speaks Turkish', async () => {
    const { section } = await openSection('tr');
    expect(section.getByRole('button', { name: 'Soket bağlantısını kopar' })).toBeVisible();
    expect(section.getByRole('radio', { name: /Çekim tamamlandı/ })).toBeVisible();
    // The panel's own wording writes the amount the Turkish way.
    expect(section.getByRole('button', { name: '0,05 BTC yatırma işlemi canlandır' })).toBeVisible();
  });
});
