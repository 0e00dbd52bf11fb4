import { loadedOnce } from '@/shared/loading/loaded-once';
import { nextTask } from '@/services/scheduling/next-task';
import type { RealtimeClient, RealtimeClientOptions, RealtimeStatus } from './client';
import type { RealtimeNotification } from './payload';
import { notificationChannel } from './settings';

export interface LazyRealtimeClientOptions extends RealtimeClientOptions {
  /** What the download of pusher-js waits for after the first `connect()` (default: nothing). */
  loadAfter?: () => Promise<void>;
}

/**
 * The real-time client with pusher-js loaded on the first `connect()`: the socket library is only for
 * signed-in screens, so the sign-in screen does not download it. Listeners and calls made before it has
 * loaded are kept and replayed in order.
 */
export function createLazyRealtimeClient({ loadAfter, ...options }: LazyRealtimeClientOptions): RealtimeClient {
  const notificationListeners = new Set<(notification: RealtimeNotification) => void>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let status: RealtimeStatus = 'idle';
  let userId: string | undefined;
  let real: RealtimeClient | undefined;
  const pending: ((client: RealtimeClient) => void)[] = [];

  const setStatus = (next: RealtimeStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const load = loadedOnce(() =>
    (loadAfter ? loadAfter() : Promise.resolve()).then(async () => {
      const { createRealtimeClient } = await import('./client');
      // The library's code has just been evaluated (a long task on a slow phone): the socket opens in the next.
      await nextTask();
      const client = createRealtimeClient(options);
      client.onStatus(setStatus);
      client.onNotification((notification) => {
        for (const listener of notificationListeners) listener(notification);
      });
      real = client;
      for (const call of pending.splice(0)) call(client);
      return client;
    }),
  );

  /** Runs `call` on the real client now, or once it has loaded (in the order the calls were made). */
  const whenLoaded = (call: (client: RealtimeClient) => void): void => {
    if (real) call(real);
    else pending.push(call);
  };

  return {
    connect(nextUser) {
      userId = nextUser;
      if (!real) setStatus('connecting');
      whenLoaded((client) => client.connect(nextUser));
      load().catch((error: unknown) => {
        (options.logger ?? console).warn('Realtime: the socket client failed to load', error);
        setStatus('failed');
      });
    },
    disconnect() {
      userId = undefined;
      if (real) real.disconnect();
      else {
        pending.length = 0;
        if (status !== 'idle') setStatus('disconnected');
      }
    },
    reset() {
      whenLoaded((client) => client.reset());
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
