import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/services/config/env';
import type { components } from '@/services/generated/gamehub';
import { demoEvents } from '../events';
import { pusherMock } from '.';

type Notification = components['schemas']['Notification'];

interface Frame {
  event: string;
  channel?: string;
  data: string;
}

const url = (query = 'protocol=7&client=js&version=8.6.0&flash=false', key = config.pusher.key) =>
  `wss://${config.pusher.host}:2053/app/${key}?${query}`;

const sockets: WebSocket[] = [];

/** A bare WebSocket client that records every frame the mock sends. */
function open(address = url()) {
  const socket = new WebSocket(address);
  sockets.push(socket);
  const frames: Frame[] = [];
  const closes: number[] = [];
  socket.addEventListener('message', (event) => frames.push(JSON.parse(String(event.data)) as Frame));
  socket.addEventListener('close', (event) => closes.push(event.code));
  const sendFrame = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }));
  const next = async (event: string): Promise<Frame> => {
    let found: Frame | undefined;
    await vi.waitFor(() => {
      found = frames.find((frame) => frame.event === event);
      expect(found).toBeDefined();
    });
    return found as Frame;
  };
  return { socket, frames, closes, sendFrame, next };
}

const notification: Notification = {
  id: 'n-1',
  type: 'TX_WITHDRAW_FINISHED',
  readAt: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  data: { title: 'Withdrawal sent', message: '10 USDT left your wallet', asset: 'USDT', amount: '10' },
};

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

describe('Pusher protocol mock', () => {
  it('greets with pusher:connection_established whose data is a JSON string', async () => {
    const { next } = open();
    const frame = await next('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    expect(JSON.parse(frame.data)).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
  });

  it('answers subscribe with subscription_succeeded, ping with pong, and signin with signin_success', async () => {
    const { next, sendFrame } = open();
    await next('pusher:connection_established');
    sendFrame('pusher:subscribe', { channel: 'precense-notifications-u-1001' });
    const succeeded = await next('pusher_internal:subscription_succeeded');
    expect(succeeded.channel).toBe('precense-notifications-u-1001');

    sendFrame('pusher:ping', {});
    expect(JSON.parse((await next('pusher:pong')).data)).toEqual({});

    const userData = JSON.stringify({ id: 'u-1001' });
    sendFrame('pusher:signin', { auth: 'wallet-demo-key:not-checked', user_data: userData });
    expect(JSON.parse((await next('pusher:signin_success')).data)).toEqual({ user_data: userData });
    expect(pusherMock.connections()).toEqual([
      expect.objectContaining({ channels: ['precense-notifications-u-1001'], userId: 'u-1001' }),
    ]);
  });

  it('wants an auth for private and presence channels (without checking its signature)', async () => {
    const { next, sendFrame, frames } = open();
    await next('pusher:connection_established');
    sendFrame('pusher:subscribe', { channel: 'private-x' });
    expect(JSON.parse((await next('pusher:error')).data)).toMatchObject({ code: 4009 });
    sendFrame('pusher:subscribe', {
      channel: 'presence-room',
      auth: 'key:sig',
      channel_data: JSON.stringify({ user_id: 'u-1', user_info: { name: 'Deniz' } }),
    });
    const succeeded = await next('pusher_internal:subscription_succeeded');
    expect(JSON.parse(succeeded.data)).toEqual({ presence: { ids: ['u-1'], hash: { 'u-1': { name: 'Deniz' } }, count: 1 } });
    expect(frames.filter((frame) => frame.event === 'pusher_internal:subscription_succeeded')).toHaveLength(1);
  });

  it('refuses an unknown app key (4001) and another protocol version (4007)', async () => {
    const wrongKey = open(url(undefined, 'other-key'));
    expect(JSON.parse((await wrongKey.next('pusher:error')).data)).toMatchObject({ code: 4001 });
    await vi.waitFor(() => expect(wrongKey.closes).toEqual([4001]));

    const oldProtocol = open(url('protocol=5&client=js'));
    expect(JSON.parse((await oldProtocol.next('pusher:error')).data)).toMatchObject({ code: 4007 });
    await vi.waitFor(() => expect(oldProtocol.closes).toEqual([4007]));
  });

  it("pushes a stored notification to the user's channel once, as the type event with JSON string data", async () => {
    const mine = open();
    const other = open();
    await mine.next('pusher:connection_established');
    await other.next('pusher:connection_established');
    mine.sendFrame('pusher:subscribe', { channel: 'precense-notifications-u-1001' });
    mine.sendFrame('pusher:subscribe', { channel: 'precense-notifications-u-1001' });
    other.sendFrame('pusher:subscribe', { channel: 'precense-notifications-u-2002' });
    await vi.waitFor(() => expect(pusherMock.subscriberCount('precense-notifications-u-1001')).toBe(1));
    await other.next('pusher_internal:subscription_succeeded');

    demoEvents.emit('notification-created', { userId: 'u-1001', notification });
    const pushed = await mine.next('TX_WITHDRAW_FINISHED');
    expect(pushed.channel).toBe('precense-notifications-u-1001');
    expect(JSON.parse(pushed.data)).toEqual(notification);
    expect(mine.frames.filter((frame) => frame.event === 'TX_WITHDRAW_FINISHED')).toHaveLength(1);
    expect(other.frames.some((frame) => frame.event === 'TX_WITHDRAW_FINISHED')).toBe(false);
  });

  it('stops pushing after unsubscribe, and never replays to a new connection', async () => {
    const first = open();
    await first.next('pusher:connection_established');
    first.sendFrame('pusher:subscribe', { channel: 'precense-notifications-u-1001' });
    await first.next('pusher_internal:subscription_succeeded');
    expect(pusherMock.pushNotification('u-1001', notification)).toBe(1);
    first.sendFrame('pusher:unsubscribe', { channel: 'precense-notifications-u-1001' });
    await vi.waitFor(() => expect(pusherMock.subscriberCount('precense-notifications-u-1001')).toBe(0));
    expect(pusherMock.pushNotification('u-1001', notification)).toBe(0);

    const second = open();
    await second.next('pusher:connection_established');
    second.sendFrame('pusher:subscribe', { channel: 'precense-notifications-u-1001' });
    await second.next('pusher_internal:subscription_succeeded');
    expect(second.frames.some((frame) => frame.event === 'TX_WITHDRAW_FINISHED')).toBe(false);
  });

  it('drops every open socket on demand', async () => {
    const client = open();
    await client.next('pusher:connection_established');
    expect(pusherMock.dropConnections(4200, 'Reconnect')).toBe(1);
    await vi.waitFor(() => expect(client.closes).toEqual([4200]));
    expect(pusherMock.connections()).toEqual([]);
  });
});
