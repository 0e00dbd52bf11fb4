import type { ChannelAuthorizationCallback, Options, UserAuthenticationCallback } from 'pusher-js';
import type { components } from '@/services/generated/gamehub';

type NotificationType = components['schemas']['NotificationType'];

/** The four events of the notification channel (spec section 4); each carries one Notification. */
export const notificationEvents = [
  'TX_WITHDRAW_FINISHED',
  'TX_DEPOSIT_FINISHED',
  'GENERIC',
  'AC_CREATED',
] as const satisfies readonly NotificationType[];

// Compile-time check that the list above names every NotificationType of the contract.
type Unlisted = Exclude<NotificationType, (typeof notificationEvents)[number]>;
const everyTypeListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyTypeListed;

/** The private socket host listens on this port for TLS (and, unused with forceTLS, plain) WebSockets. */
export const PUSHER_PORT = 2053;
export const PUSHER_CLUSTER = 'eu';

/** The spec's real-time defaults (section 9) that pusher-js 8 accepts as options. */
export const connectionTimeouts = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;

/** What the auth endpoints answer (pusher-js exports only the callbacks that carry them). */
export type UserAuthenticationData = NonNullable<Parameters<UserAuthenticationCallback>[1]>;
export type ChannelAuthorizationData = NonNullable<Parameters<ChannelAuthorizationCallback>[1]>;

/** The per-user notification channel. No `private-` prefix: pusher-js treats it as public (no authorizer call). */
export function notificationChannel(channelPrefix: string, userId: string): string {
  return `${channelPrefix}${userId}`;
}

/**
 * The game hub's socket auth calls. They go through the API client, whose middleware sends a fresh access token
 * (refreshing an expired one first, one refresh for all callers), which pusher-js's own ajax transport cannot.
 */
export interface SocketAuth {
  /** pusher:signin: POST /sockets/user-auth for this socket. */
  authenticateUser: (socketId: string) => Promise<UserAuthenticationData>;
  /** A private or presence channel: POST /sockets/user-authorize. */
  authorizeChannel: (socketId: string, channelName: string) => Promise<ChannelAuthorizationData>;
}

export interface PusherSettings {
  /** The private socket host (config.pusher.host). */
  host: string;
  auth: SocketAuth;
  /**
   * Send pusher-js's connection timeline to `statsHost` every 60 s (the spec's "timeline send every 60000 ms,
   * limit 50": both numbers are fixed inside pusher-js). Off by default: the stats host is Pusher's public one.
   */
  enableStats?: boolean;
  statsHost?: string;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The pusher-js options of the notification feed. What the spec asks for and pusher-js cannot set (protocol 7,
 * transport-cache TTL 30 min, first attempt 15 s capped at 60 s, timeline limit 50 and 60 s send interval) is
 * fixed inside pusher-js 8 with exactly those values; see docs/decisions/0006-notifications-realtime.md.
 */
export function pusherOptions(settings: PusherSettings): Options {
  const { auth } = settings;
  return {
    cluster: PUSHER_CLUSTER,
    wsHost: settings.host,
    wsPort: PUSHER_PORT,
    wssPort: PUSHER_PORT,
    forceTLS: true,
    // The private host speaks WebSocket only; without this pusher-js falls back to SockJS/XHR streaming
    // against Pusher's own sockjs-eu.pusher.com.
    enabledTransports: ['ws', 'wss'],
    ...connectionTimeouts,
    enableStats: settings.enableStats ?? false,
    ...(settings.statsHost ? { statsHost: settings.statsHost } : {}),
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        auth.authenticateUser(socketId).then(
          (data) => callback(null, data),
          (error: unknown) => callback(asError(error), null),
        );
      },
    },
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        auth.authorizeChannel(socketId, channelName).then(
          (data) => callback(null, data),
          (error: unknown) => callback(asError(error), null),
        );
      },
    },
  };
}
