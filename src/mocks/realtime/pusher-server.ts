import { ws, type WebSocketHandlerConnection } from 'msw';
import type { components } from '@/services/generated/gamehub';
import { config } from '@/services/config/env';
import { connectionTimeouts, notificationChannel, PUSHER_PORT } from '@/services/realtime';
import { demoEvents } from '../events';

type Notification = components['schemas']['Notification'];
type Client = WebSocketHandlerConnection['client'];

/** What pusher-js opens: wss://{host}:2053/app/{key}?protocol=7&client=js&version=…&flash=false. */
export const pusherSocketUrl = `wss://${config.pusher.host}:${PUSHER_PORT}/app/:key`;

/** The Pusher protocol version this mock speaks (and pusher-js 8 sends as `protocol`). */
const PROTOCOL = '7';

interface Session {
  client: Client;
  socketId: string;
  channels: Set<string>;
  /** The user id of a successful pusher:signin. */
  userId: string | undefined;
}

/** One entry per open socket; nothing is kept after a socket closes, so a reconnect never replays. */
const sessions = new Map<string, Session>();
let socketCounter = 0;

interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

function send(client: Client, frame: PusherFrame): void {
  // Pusher sends `data` as a JSON-encoded string (protocol 7), not as a nested object.
  const data = typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data ?? {});
  client.send(JSON.stringify({ ...frame, data }));
}

function readFrame(raw: unknown): PusherFrame | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null || !('event' in value) || typeof value.event !== 'string') return undefined;
    const frame = value as PusherFrame;
    const data = typeof frame.data === 'string' ? (JSON.parse(frame.data) as unknown) : frame.data;
    return { ...frame, data };
  } catch {
    return undefined;
  }
}

const field = (data: unknown, name: string): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

function refuse(client: Client, code: number, message: string): void {
  send(client, { event: 'pusher:error', data: { code, message } });
  // Close after the error frame is delivered (a socket closed in the same task drops queued frames).
  setTimeout(() => client.close(code, message), 0);
}

function subscriptionData(channel: string, channelData: string | undefined): unknown {
  if (!channel.startsWith('presence-') || !channelData) return {};
  const member = JSON.parse(channelData) as { user_id?: string; user_info?: unknown };
  const id = String(member.user_id ?? '');
  return { presence: { ids: [id], hash: { [id]: member.user_info ?? null }, count: 1 } };
}

function handle(session: Session, frame: PusherFrame): void {
  const { client } = session;
  switch (frame.event) {
    case 'pusher:ping':
      send(client, { event: 'pusher:pong', data: {} });
      return;
    case 'pusher:subscribe': {
      const channel = field(frame.data, 'channel');
      if (!channel) return;
      // Private and presence channels carry an `auth` from the user-authorize endpoint; like the
      // user-auth signature, the mock does not verify it (the REST mock owns the secret).
      const privateChannel = channel.startsWith('private-') || channel.startsWith('presence-');
      if (privateChannel && !field(frame.data, 'auth')) {
        send(client, { event: 'pusher:error', data: { code: 4009, message: `No auth for ${channel}` } });
        return;
      }
      session.channels.add(channel);
      send(client, {
        event: 'pusher_internal:subscription_succeeded',
        channel,
        data: subscriptionData(channel, field(frame.data, 'channel_data')),
      });
      return;
    }
    case 'pusher:unsubscribe': {
      const channel = field(frame.data, 'channel');
      if (channel) session.channels.delete(channel);
      return;
    }
    case 'pusher:signin': {
      const userData = field(frame.data, 'user_data');
      const auth = field(frame.data, 'auth');
      let userId: string | undefined;
      try {
        userId = field(JSON.parse(userData ?? '') as unknown, 'id');
      } catch {
        userId = undefined;
      }
      if (!auth || !userData || !userId) {
        send(client, { event: 'pusher:error', data: { code: 4009, message: 'Invalid signin' } });
        return;
      }
      session.userId = userId;
      send(client, { event: 'pusher:signin_success', data: { user_data: userData } });
      return;
    }
    default:
      // Client events (client-*) and anything else: a public-only demo server ignores them.
      return;
  }
}

const pusherLink = ws.link(pusherSocketUrl);

/** The Pusher protocol endpoint of the demo backend. */
export const pusherHandler = pusherLink.addEventListener('connection', ({ client, params }) => {
  if (params.key !== config.pusher.key) {
    refuse(client, 4001, `App key ${String(params.key)} does not exist`);
    return;
  }
  if (client.url.searchParams.get('protocol') !== PROTOCOL) {
    refuse(client, 4007, `Unsupported protocol version ${client.url.searchParams.get('protocol') ?? ''}`);
    return;
  }
  socketCounter += 1;
  const session: Session = {
    client,
    socketId: `${socketCounter}.${1000 + socketCounter}`,
    channels: new Set(),
    userId: undefined,
  };
  sessions.set(client.id, session);
  client.addEventListener('message', (event) => {
    const frame = readFrame(event.data);
    if (frame) handle(session, frame);
  });
  client.addEventListener('close', () => {
    sessions.delete(client.id);
  });
  send(client, {
    event: 'pusher:connection_established',
    data: { socket_id: session.socketId, activity_timeout: connectionTimeouts.activityTimeout / 1000 },
  });
});

export interface PusherMockConnection {
  socketId: string;
  url: string;
  channels: string[];
  userId: string | undefined;
}

/** Test and demo controls of the socket mock. */
export const pusherMock = {
  /** The open sockets. */
  connections(): PusherMockConnection[] {
    return [...sessions.values()].map((session) => ({
      socketId: session.socketId,
      url: session.client.url.href,
      channels: [...session.channels],
      userId: session.userId,
    }));
  },

  /** How many open sockets listen on the channel. */
  subscriberCount(channel: string): number {
    return [...sessions.values()].filter((session) => session.channels.has(channel)).length;
  },

  /** Sends one event to every socket subscribed to the channel; returns how many received it. */
  sendEvent(channel: string, event: string, data: unknown): number {
    let delivered = 0;
    for (const session of sessions.values()) {
      if (!session.channels.has(channel)) continue;
      send(session.client, { event, channel, data });
      delivered += 1;
    }
    return delivered;
  },

  /** Pushes a notification to the user's channel (what a stored notification does through demoEvents). */
  pushNotification(userId: string, notification: Notification): number {
    return pusherMock.sendEvent(notificationChannel(config.pusher.channelPrefix, userId), notification.type, notification);
  },

  /**
   * Drops every open socket, by default as an abnormal closure (1006) like a lost network: pusher-js
   * reconnects and resubscribes. Nothing sent before is sent again.
   */
  dropConnections(code = 1006, reason = 'Connection dropped'): number {
    const open = [...sessions.values()];
    for (const session of open) {
      sessions.delete(session.client.id);
      session.client.close(code, reason);
    }
    return open.length;
  },
};

// Stored notifications (finished deposits and withdrawals, the demo control) reach their user's socket.
demoEvents.on('notification-created', ({ userId, notification }) => {
  pusherMock.pushNotification(userId, notification);
});
