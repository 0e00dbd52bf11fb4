import Pusher from 'pusher-js';
import { parseNotificationPayload, type RealtimeNotification } from './payload';
import { notificationChannel, notificationEvents, pusherOptions, type PusherSettings } from './settings';

/**
 * Where the feed stands. `connecting` covers pusher-js's own reconnect loop; `subscribed` means the user's
 * channel is live (after every reconnect pusher-js resubscribes, and the status comes back to `subscribed`).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'subscribed' | 'unavailable' | 'failed' | 'disconnected';

export interface RealtimeClientOptions extends PusherSettings {
  /** The Pusher app key (config.pusher.key). */
  key: string;
  /** The user's channel is `${channelPrefix}${userId}` (config.pusher.channelPrefix). */
  channelPrefix: string;
  /** Where dropped (invalid) payloads and auth failures are reported. */
  logger?: Pick<Console, 'warn'>;
}

export interface RealtimeClient {
  /** Opens the socket (if needed) and listens on the user's channel. Connecting as another user starts afresh. */
  connect(userId: string): void;
  /** Closes the socket and forgets the user (sign-out). */
  disconnect(): void;
  /**
   * Drops the socket and, when a user is connected, opens a new one: the auth events (signedIn, signedOut,
   * signInWithRedirect) call it so the next signin uses the new session's token.
   */
  reset(): void;
  /** Every parsed, validated notification of the user's channel. Returns the unsubscribe function. */
  onNotification(listener: (notification: RealtimeNotification) => void): () => void;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  readonly status: RealtimeStatus;
  /** The channel listened on, while connected to a user. */
  readonly channel: string | undefined;
}

const pusherStates: Record<string, RealtimeStatus> = {
  initialized: 'connecting',
  connecting: 'connecting',
  connected: 'connected',
  unavailable: 'unavailable',
  failed: 'failed',
  disconnected: 'disconnected',
};

/** The notification feed over pusher-js (one socket per signed-in user). */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const logger = options.logger ?? console;
  const notificationListeners = new Set<(notification: RealtimeNotification) => void>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let status: RealtimeStatus = 'idle';
  let userId: string | undefined;
  let pusher: Pusher | undefined;

  const setStatus = (next: RealtimeStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const open = (forUser: string): void => {
    const socket = new Pusher(options.key, pusherOptions(options));
    pusher = socket;
    const current = (): boolean => pusher === socket;
    const channelName = notificationChannel(options.channelPrefix, forUser);

    socket.connection.bind('state_change', ({ current: state }: { current: string }) => {
      if (current()) setStatus(pusherStates[state] ?? 'connecting');
    });
    socket.user.bind('pusher:signin_error', (error: unknown) => {
      if (current()) logger.warn('Realtime: socket user authentication failed', error);
    });
    const channel = socket.subscribe(channelName);
    channel.bind('pusher:subscription_succeeded', () => {
      if (current()) setStatus('subscribed');
    });
    channel.bind('pusher:subscription_error', (error: unknown) => {
      if (current()) logger.warn(`Realtime: subscribing to ${channelName} failed`, error);
    });
    for (const eventName of notificationEvents) {
      channel.bind(eventName, (data: unknown) => {
        if (!current()) return;
        const result = parseNotificationPayload(eventName, data);
        if (!result.ok) {
          logger.warn(`Realtime: dropped an invalid ${eventName} payload`, result.reason);
          return;
        }
        for (const listener of notificationListeners) listener(result.notification);
      });
    }
    // User authentication (pusher:signin) through the game hub's user-auth endpoint, once connected.
    socket.signin();
  };

  const close = (): void => {
    const socket = pusher;
    pusher = undefined;
    if (!socket) return;
    socket.unbind_all();
    socket.allChannels().forEach((channel) => channel.unbind_all());
    socket.disconnect();
    setStatus('disconnected');
  };

  return {
    connect(nextUser) {
      if (pusher && userId === nextUser) return;
      close();
      userId = nextUser;
      setStatus('connecting');
      open(nextUser);
    },
    disconnect() {
      userId = undefined;
      close();
    },
    reset() {
      const user = userId;
      close();
      if (user !== undefined) {
        setStatus('connecting');
        open(user);
      }
    },
    onNotification(listener) {
      notificationListeners.add(listener);
      return () => notificationListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    get status() {
      return status;
    },
    get channel() {
      return userId === undefined ? undefined : notificationChannel(options.channelPrefix, userId);
    },
  };
}
