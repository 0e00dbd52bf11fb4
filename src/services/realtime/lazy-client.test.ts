import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoEvents } from '@/mocks/events';
import { pusherMock } from '@/mocks/realtime';
import { socketAuthHandlers } from '@/mocks/realtime/testing';
import { server } from '@/mocks/node';
import { gamehubSocketAuth } from '@/services/api';
import { config } from '@/services/config/env';
import type { components } from '@/services/generated/gamehub';
import { setAccessTokenSource } from '@/services/http';
import type { RealtimeClient } from './client';
import { createLazyRealtimeClient } from './lazy-client';
import type { RealtimeNotification } from './payload';

type Notification = components['schemas']['Notification'];

const USER = 'u-1001';
const CHANNEL = `precense-notifications-${USER}`;
const notification: Notification = {
  id: 'n-lazy',
  type: 'GENERIC',
  readAt: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  data: { title: 'Title', message: 'Message' },
};

let client: RealtimeClient;

beforeEach(() => {
  setAccessTokenSource(async () => 'access-token-1');
  server.use(...socketAuthHandlers(USER, []));
  client = createLazyRealtimeClient({ ...config.pusher, auth: gamehubSocketAuth, logger: { warn: vi.fn() } });
});

afterEach(() => {
  client.disconnect();
  pusherMock.dropConnections(1000);
});

describe('lazily loaded realtime client', () => {
  it('loads pusher-js on connect, reports every status and delivers what listeners registered before it loaded', async () => {
    const statuses: string[] = [];
    const received: RealtimeNotification[] = [];
    client.onStatus((status) => statuses.push(status));
    client.onNotification((item) => received.push(item));
    expect(client.status).toBe('idle');
    expect(pusherMock.connections()).toHaveLength(0);

    client.connect(USER);
    expect(client.status).toBe('connecting');
    expect(client.channel).toBe(CHANNEL);
    await vi.waitFor(() => expect(client.status).toBe('subscribed'), { timeout: 5000 });
    expect(pusherMock.subscriberCount(CHANNEL)).toBe(1);

    demoEvents.emit('notification-created', { userId: USER, notification });
    await vi.waitFor(() => expect(received).toEqual([notification]));
    expect(statuses[0]).toBe('connecting');
    expect(statuses.at(-1)).toBe('subscribed');
  });

  it('never opens a socket when disconnected before pusher-js has loaded', async () => {
    client.connect(USER);
    client.disconnect();
    expect(client.status).toBe('disconnected');
    expect(client.channel).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pusherMock.connections()).toHaveLength(0);
  });

  it('waits for loadAfter (the first screen, then a paint) before downloading pusher-js, then connects', async () => {
    client.disconnect();
    let painted!: () => void;
    const paint = new Promise<void>((resolve) => (painted = resolve));
    client = createLazyRealtimeClient({ ...config.pusher, auth: gamehubSocketAuth, loadAfter: () => paint });
    client.connect(USER);
    expect(client.status).toBe('connecting');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pusherMock.connections()).toHaveLength(0);

    painted();
    await vi.waitFor(() => expect(client.status).toBe('subscribed'), { timeout: 5000 });
  });
});
