import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { demoEvents } from '@/mocks/events';
import { server } from '@/mocks/node';
import { pusherMock } from '@/mocks/realtime';
import { socketAuthHandlers } from '@/mocks/realtime/testing';
import { gamehubSocketAuth } from '@/services/api';
import { config } from '@/services/config/env';
import { createNotificationFeed, createRealtimeClient, type RealtimeClient } from '@/services/realtime';
import {
  notificationsMachine,
  selectAll,
  selectUnreadCount,
  type DepositFinishedParams,
  type ItemInput,
  type LoadInput,
  type NotificationsMachine,
  type NotifyParams,
  type ReadAllResult,
} from '.';
import type { Notification, NotificationType } from './model';

const USER = 'u-1001';
const CHANNEL = `precense-notifications-${USER}`;

let minute = 0;
function stored(id: string, type: NotificationType = 'GENERIC', extra: Partial<Notification['data']> = {}): Notification {
  minute += 1;
  return {
    id,
    type,
    readAt: null,
    createdAt: new Date(Date.UTC(2026, 0, 15, 12, minute)).toISOString(),
    data: { title: `Title ${id}`, message: `Message ${id}`, ...extra },
  };
}

let client: RealtimeClient;
let actor: Actor<NotificationsMachine>;
let notify: ReturnType<typeof vi.fn<(params: NotifyParams) => void>>;
let depositFinished: ReturnType<typeof vi.fn<(params: DepositFinishedParams) => void>>;

const ids = () => selectAll(actor.getSnapshot()).map((item) => item.id);
const live = () =>
  vi.waitFor(
    () => {
      expect(client.status).toBe('subscribed');
      expect(pusherMock.subscriberCount(CHANNEL)).toBe(1);
    },
    { timeout: 5000 },
  );

beforeEach(async () => {
  minute = 0;
  server.use(...socketAuthHandlers(USER));
  client = createRealtimeClient({ ...config.pusher, auth: gamehubSocketAuth });
  notify = vi.fn<(params: NotifyParams) => void>();
  depositFinished = vi.fn<(params: DepositFinishedParams) => void>();
  const machine = notificationsMachine.provide({
    actors: {
      load: fromPromise<Notification[], LoadInput>(async () => [stored('loaded-1')]),
      markRead: fromPromise<Notification, ItemInput>(async () => {
        throw new Error('not used here');
      }),
      readAll: fromPromise<ReadAllResult, undefined>(async () => {
        throw new Error('not used here');
      }),
      remove: fromPromise<unknown, ItemInput>(async () => {
        throw new Error('not used here');
      }),
      feed: createNotificationFeed(client),
    },
    actions: { notify: (_, params) => notify(params), depositFinished: (_, params) => depositFinished(params) },
  });
  actor = createActor(machine, { input: { userId: USER } });
  actor.start();
  await live();
  await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true));
});

afterEach(() => {
  actor.stop();
  pusherMock.dropConnections(1000);
});

describe('notifications machine on the real-time feed', () => {
  it('adds what the demo backend stores for the user, with a toast, and a deposit flashes its asset', async () => {
    const deposit = stored('dep-1', 'TX_DEPOSIT_FINISHED', { asset: 'ETH', amount: '1.5' });
    demoEvents.emit('notification-created', { userId: USER, notification: deposit });
    await vi.waitFor(() => expect(ids()).toEqual(['dep-1', 'loaded-1']));
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Message dep-1' });
    expect(depositFinished).toHaveBeenCalledExactlyOnceWith({ asset: 'ETH', notification: deposit });
    expect(selectUnreadCount(actor.getSnapshot())).toBe(2);
  });

  it('reconnects after a dropped connection and never shows a notification twice', async () => {
    const first = stored('n-1', 'TX_WITHDRAW_FINISHED');
    demoEvents.emit('notification-created', { userId: USER, notification: first });
    await vi.waitFor(() => expect(ids()).toContain('n-1'));

    pusherMock.dropConnections();
    await vi.waitFor(() => expect(pusherMock.subscriberCount(CHANNEL)).toBe(0));
    await live();

    // A server that delivers again after a reconnect (at-least-once) must not duplicate the list or the toast.
    demoEvents.emit('notification-created', { userId: USER, notification: first });
    demoEvents.emit('notification-created', { userId: USER, notification: stored('n-2', 'AC_CREATED') });
    await vi.waitFor(() => expect(ids()).toEqual(['n-2', 'n-1', 'loaded-1']));
    expect(notify.mock.calls.map(([params]) => params)).toEqual([
      { kind: 'success', message: 'Message n-1' },
      { kind: 'success', message: 'Message n-2' },
    ]);
  });

  it('keeps the newest 20 after 25 GENERIC events from the socket', async () => {
    const events = Array.from({ length: 25 }, (_, index) => stored(`g-${index}`));
    for (const notification of events) demoEvents.emit('notification-created', { userId: USER, notification });
    await vi.waitFor(() => expect(ids()[0]).toBe('g-24'));
    expect(ids()).toEqual(
      events
        .slice(5)
        .reverse()
        .map((item) => item.id),
    );
  });

  it('keeps the newest 120 after 130 TX_WITHDRAW_FINISHED events from the socket', async () => {
    const events = Array.from({ length: 130 }, (_, index) => stored(`w-${index}`, 'TX_WITHDRAW_FINISHED'));
    for (const notification of events) demoEvents.emit('notification-created', { userId: USER, notification });
    await vi.waitFor(() => expect(ids()[0]).toBe('w-129'));
    expect(ids()).toEqual(
      events
        .slice(10)
        .reverse()
        .map((item) => item.id),
    );
  });

  it('closes the socket when the machine stops (sign-out)', async () => {
    actor.stop();
    expect(client.status).toBe('disconnected');
    await vi.waitFor(() => expect(pusherMock.connections()).toEqual([]));
  });
});
