import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoEvents } from '@/mocks/events';
import { server } from '@/mocks/node';
import { pusherMock } from '@/mocks/realtime';
import { socketAuthHandlers, type SocketAuthCall } from '@/mocks/realtime/testing';
import { gamehubSocketAuth } from '@/services/api';
import { config } from '@/services/config/env';
import type { components } from '@/services/generated/gamehub';
import { setAccessTokenSource } from '@/services/http';
import { createRealtimeClient, type RealtimeClient, type RealtimeClientOptions } from './client';
import type { RealtimeNotification } from './payload';
import { notificationEvents } from './settings';

type Notification = components['schemas']['Notification'];

const USER = 'u-1001';
const CHANNEL = `precense-notifications-${USER}`;

const notification = (id: string, type: Notification['type'] = 'GENERIC'): Notification => ({
  id,
  type,
  readAt: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  data: { title: `Title ${id}`, message: `Message ${id}` },
});

let clients: RealtimeClient[] = [];
let authCalls: SocketAuthCall[] = [];
let token: string | undefined;

function client(overrides: Partial<RealtimeClientOptions> = {}) {
  const instance = createRealtimeClient({
    ...config.pusher,
    // The app's socket auth: the game hub client, whose token comes from the access-token source below.
    auth: gamehubSocketAuth,
    logger: { warn: vi.fn() },
    ...overrides,
  });
  clients.push(instance);
  const received: RealtimeNotification[] = [];
  instance.onNotification((item) => received.push(item));
  return { instance, received };
}

const subscribed = (instance: RealtimeClient, channel = CHANNEL) =>
  vi.waitFor(
    () => {
      expect(instance.status).toBe('subscribed');
      expect(pusherMock.subscriberCount(channel)).toBe(1);
    },
    { timeout: 5000 },
  );

beforeEach(() => {
  token = 'access-token-1';
  setAccessTokenSource(async () => token);
  authCalls = [];
  server.use(...socketAuthHandlers(USER, authCalls));
});

afterEach(() => {
  for (const instance of clients) instance.disconnect();
  clients = [];
  pusherMock.dropConnections(1000);
});

describe('realtime client', () => {
  it('opens the private host on port 2053 over TLS and subscribes to the user channel', async () => {
    const { instance } = client();
    expect(instance.status).toBe('idle');
    instance.connect(USER);
    expect(instance.channel).toBe(CHANNEL);
    await subscribed(instance);
    const [connection] = pusherMock.connections();
    const url = new URL(connection?.url ?? '');
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`wss://${config.pusher.host}:2053/app/${config.pusher.key}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ protocol: '7', client: 'js', flash: 'false' });
    expect(connection?.channels).toContain(CHANNEL);
  });

  it('signs the socket in through the game hub user-auth endpoint with the current token, and never authorizes the public channel', async () => {
    const { instance } = client();
    instance.connect(USER);
    await subscribed(instance);
    await vi.waitFor(() => expect(pusherMock.connections()[0]?.userId).toBe(USER));
    expect(authCalls).toHaveLength(1);
    expect(authCalls[0]?.endpoint).toBe('user-auth');
    expect(authCalls[0]?.authorization).toBe('Bearer access-token-1');
    expect(authCalls[0]?.body.get('socket_id')).toBe(pusherMock.connections()[0]?.socketId);
  });

  it.each(notificationEvents)('delivers %s events stored for the user (demo events)', async (type) => {
    const { instance, received } = client();
    instance.connect(USER);
    await subscribed(instance);
    demoEvents.emit('notification-created', { userId: USER, notification: notification(`n-${type}`, type) });
    await vi.waitFor(() => expect(received).toEqual([notification(`n-${type}`, type)]));
  });

  it("does not deliver another user's notifications", async () => {
    const { instance, received } = client();
    instance.connect(USER);
    await subscribed(instance);
    demoEvents.emit('notification-created', { userId: 'u-2002', notification: notification('other') });
    demoEvents.emit('notification-created', { userId: USER, notification: notification('mine') });
    await vi.waitFor(() => expect(received.map((item) => item.id)).toEqual(['mine']));
  });

  it('drops (and reports) payloads that are not a Notification', async () => {
    const warn = vi.fn();
    const { instance, received } = client({ logger: { warn } });
    instance.connect(USER);
    await subscribed(instance);
    pusherMock.sendEvent(CHANNEL, 'GENERIC', { id: 'broken', data: { title: 'no message' } });
    pusherMock.sendEvent(CHANNEL, 'SOMETHING_ELSE', notification('unlisted'));
    pusherMock.sendEvent(CHANNEL, 'GENERIC', notification('fine'));
    await vi.waitFor(() => expect(received.map((item) => item.id)).toEqual(['fine']));
    expect(warn).toHaveBeenCalledExactlyOnceWith('Realtime: dropped an invalid GENERIC payload', expect.any(String));
  });

  it('uses the configured channel prefix', async () => {
    const { instance, received } = client({ channelPrefix: 'custom-feed-' });
    instance.connect(USER);
    await subscribed(instance, `custom-feed-${USER}`);
    pusherMock.sendEvent(`custom-feed-${USER}`, 'GENERIC', notification('n1'));
    await vi.waitFor(() => expect(received).toHaveLength(1));
  });

  it('authorizes a private- channel through user-authorize ', async () => {
    const { instance, received } = client({ channelPrefix: 'private-notifications-' });
    instance.connect(USER);
    await subscribed(instance, `private-notifications-${USER}`);
    const authorize = authCalls.find((call) => call.endpoint === 'user-authorize');
    expect(authorize?.authorization).toBe('Bearer access-token-1');
    expect(authorize?.body.get('channel_name')).toBe(`private-notifications-${USER}`);
    pusherMock.sendEvent(`private-notifications-${USER}`, 'AC_CREATED', notification('n1', 'AC_CREATED'));
    await vi.waitFor(() => expect(received).toHaveLength(1));
  });

  it('reconnects and resubscribes after the connection drops, without replaying anything', async () => {
    const { instance, received } = client();
    const statuses: string[] = [];
    instance.onStatus((status) => statuses.push(status));
    instance.connect(USER);
    await subscribed(instance);
    pusherMock.pushNotification(USER, notification('before'));
    await vi.waitFor(() => expect(received).toHaveLength(1));

    expect(pusherMock.dropConnections()).toBe(1);
    // pusher-js retries a dropped socket after 1 s.
    await vi.waitFor(
      () => expect(statuses).toEqual(['connecting', 'connected', 'subscribed', 'connecting', 'connected', 'subscribed']),
      { timeout: 5000 },
    );
    expect(pusherMock.subscriberCount(CHANNEL)).toBe(1);
    pusherMock.pushNotification(USER, notification('after'));
    await vi.waitFor(() => expect(received.map((item) => item.id)).toEqual(['before', 'after']));
    expect(pusherMock.connections()).toHaveLength(1);
  });

  it('reset opens a fresh socket for the same user and signs in with the new token', async () => {
    const { instance, received } = client();
    instance.connect(USER);
    await subscribed(instance);
    const first = pusherMock.connections()[0]?.socketId;
    token = 'access-token-2';
    instance.reset();
    await subscribed(instance);
    await vi.waitFor(() =>
      expect(authCalls.map((call) => call.authorization)).toEqual(['Bearer access-token-1', 'Bearer access-token-2']),
    );
    expect(pusherMock.connections().map((connection) => connection.socketId)).not.toContain(first);
    pusherMock.pushNotification(USER, notification('n1'));
    await vi.waitFor(() => expect(received).toHaveLength(1));
  });

  it('reset without a user, and disconnect, leave no socket open', async () => {
    const { instance } = client();
    instance.reset();
    expect(instance.status).toBe('idle');
    instance.connect(USER);
    await subscribed(instance);
    instance.disconnect();
    expect(instance.status).toBe('disconnected');
    expect(instance.channel).toBeUndefined();
    await vi.waitFor(() => expect(pusherMock.connections()).toHaveLength(0));
  });

  it('connecting as another user moves to that user channel; connecting again as the same user does nothing', async () => {
    const { instance } = client();
    instance.connect(USER);
    await subscribed(instance);
    instance.connect(USER);
    expect(instance.status).toBe('subscribed');
    server.use(...socketAuthHandlers('u-1002'));
    instance.connect('u-1002');
    await subscribed(instance, 'precense-notifications-u-1002');
    await vi.waitFor(() => expect(pusherMock.subscriberCount(CHANNEL)).toBe(0));
  });
});
