import type { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor, type Actor } from 'xstate';
import type { ResettingAuthEvent, SessionActorRef } from '@/machines';
import { selectStatus, type NotifyParams } from '@/machines/notifications';
import { gamehubApi, gamehubSocketAuth, type Notification } from '@/services/api';
import { config } from '@/services/config/env';
import { createRealtimeClient, type RealtimeClient } from '@/services/realtime';
import { createNotificationsLogic, refreshWalletData, type NotificationsLogic } from './implementations';

export type NotificationsActor = Actor<NotificationsLogic>;

export interface NotificationsHostOptions {
  /** The session machine: the auth events' outcome comes from it (the socket's token, through the API client). */
  session: SessionActorRef;
  queryClient: QueryClient;
  /** The real-time client (default: pusher-js on the configured host, signing in through the game hub client). */
  client?: RealtimeClient;
  /** Toasts by default. */
  notify?: (params: NotifyParams) => void;
}

export interface NotificationsHost {
  /**
   * Starts the notifications machine for the signed-in user — it loads the first page and connects the feed —
   * and returns the function that stops it (the feed disconnects). The main layout runs it on entry.
   */
  run(userId: string): () => void;
  /**
   * The auth events reset the real-time connection: signedOut closes it; after signedIn or
   * signInWithRedirect, once the session has been read again, the socket is opened afresh so it signs in
   * with the new session's token (a different user gets a new machine from the layout instead).
   */
  handleAuthEvent(event: ResettingAuthEvent): Promise<void>;
  /** The running machine, or null (signed out, or not in the main layout). */
  getActor(): NotificationsActor | null;
  subscribe(listener: () => void): () => void;
  readonly client: RealtimeClient;
}

const createdAtOf = (notification: Notification): number => Date.parse(notification.createdAt);

/**
 * After the socket comes back (pusher-js reconnects by itself, the auth events reset it), asks the server
 * for the first page and adds what was stored while the socket was down: items never seen in this session
 * and not older than the newest one seen. They arrive like pushed ones (toast, caps, de-duplicated by id);
 * deleted and trimmed items were seen, so they do not come back. Returns the function that stops following.
 */
function catchUpAfterReconnects(actor: NotificationsActor, client: RealtimeClient): () => void {
  const seen = new Set<string>();
  let newest = Number.NEGATIVE_INFINITY;
  const remember = (items: readonly Notification[]) => {
    for (const item of items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      newest = Math.max(newest, createdAtOf(item));
    }
  };
  const snapshots = actor.subscribe((snapshot) => remember(snapshot.context.items));

  const catchUp = async () => {
    if (actor.getSnapshot().status !== 'active' || selectStatus(actor.getSnapshot()) !== 'ready') return;
    let stored: Notification[];
    try {
      stored = (await gamehubApi.listNotifications({ page: 1, per_page: actor.getSnapshot().context.pageSize })).data;
    } catch {
      return; // Quietly: the stored list has them, and the next entry loads it.
    }
    if (actor.getSnapshot().status !== 'active') return;
    remember(actor.getSnapshot().context.items);
    const missed = stored.filter((item) => !seen.has(item.id) && createdAtOf(item) >= newest);
    for (const notification of missed.reverse()) actor.send({ type: 'RECEIVED', notification });
  };

  let live = false;
  let dropped = false;
  const statuses = client.onStatus((status) => {
    if (status === 'subscribed') {
      live = true;
      if (dropped) {
        dropped = false;
        void catchUp();
      }
    } else if (live) {
      live = false;
      dropped = true;
    }
  });
  return () => {
    statuses();
    snapshots.unsubscribe();
  };
}

export function createNotificationsHost({
  session,
  queryClient,
  client = createRealtimeClient({
    ...config.pusher,
    auth: gamehubSocketAuth,
  }),
  notify,
}: NotificationsHostOptions): NotificationsHost {
  const logic = createNotificationsLogic({ client, queryClient, notify });
  const listeners = new Set<() => void>();
  let current: NotificationsActor | null = null;
  const publish = (actor: NotificationsActor | null) => {
    current = actor;
    for (const listener of listeners) listener();
  };

  return {
    client,
    run(userId) {
      const actor = createActor(logic, { input: { userId } });
      const stopCatchingUp = catchUpAfterReconnects(actor, client);
      // A finished withdrawal changes balances too (the locked amount leaves the account).
      const stopWatchingWithdrawals = client.onNotification((notification) => {
        if (notification.type === 'TX_WITHDRAW_FINISHED') refreshWalletData(queryClient);
      });
      actor.start();
      publish(actor);
      return () => {
        stopWatchingWithdrawals();
        stopCatchingUp();
        actor.stop();
        if (current === actor) publish(null);
      };
    },
    async handleAuthEvent(event) {
      if (event === 'signedOut') {
        client.disconnect();
        return;
      }
      const settled = await waitFor(session, (snapshot) => !snapshot.matches('initialising'));
      const actor = current;
      if (!settled.matches('signedIn') || !actor) return;
      if (settled.context.user?.userId !== actor.getSnapshot().context.userId) return;
      client.reset();
    },
    getActor: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
