import type { QueryClient } from '@tanstack/react-query';
import { waitFor, type AnyEventObject, type CallbackLogicFunction, type EventObject } from 'xstate';
import type { SessionActorRef } from '@/machines';
import { selectStatus, type NotificationsActorRef } from '@/machines/notifications';
import { gamehubApi, type Notification } from '@/services/api';
import type { NotificationFeedInput, RealtimeClient } from '@/services/realtime';
import { refreshWalletData } from './wallet-data';

/** The feed actor's callback body (what `fromCallback` runs). */
export type FeedBody = CallbackLogicFunction<EventObject, AnyEventObject, NotificationFeedInput>;

const createdAtOf = (notification: Notification): number => Date.parse(notification.createdAt);

/**
 * After the socket comes back (pusher-js reconnects by itself, the auth events reset it), asks the server
 * for the first page and adds what was stored while the socket was down: items never seen in this session
 * and not older than the newest one seen. They arrive like pushed ones (toast, caps, de-duplicated by id);
 * deleted and trimmed items were seen, so they do not come back. Returns the function that stops following.
 */
function catchUpAfterReconnects(machine: NotificationsActorRef, client: RealtimeClient): () => void {
  const seen = new Set<string>();
  let newest = Number.NEGATIVE_INFINITY;
  const remember = (items: readonly Notification[]) => {
    for (const item of items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      newest = Math.max(newest, createdAtOf(item));
    }
  };
  remember(machine.getSnapshot().context.items);
  const snapshots = machine.subscribe((snapshot) => remember(snapshot.context.items));

  const catchUp = async () => {
    if (machine.getSnapshot().status !== 'active' || selectStatus(machine.getSnapshot()) !== 'ready') return;
    let stored: Notification[];
    try {
      stored = (await gamehubApi.listNotifications({ page: 1, per_page: machine.getSnapshot().context.pageSize })).data;
    } catch {
      return; // Quietly: the stored list has them, and the next entry loads it.
    }
    if (machine.getSnapshot().status !== 'active') return;
    remember(machine.getSnapshot().context.items);
    const missed = stored.filter((item) => !seen.has(item.id) && createdAtOf(item) >= newest);
    for (const notification of missed.reverse()) machine.send({ type: 'RECEIVED', notification });
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

/**
 * The auth events reset the real-time connection: signedOut closes it at once; after signedIn or
 * signInWithRedirect, once the session has been read again, the socket is opened afresh so it signs in with
 * the new session's token (a different user gets a new notifications machine from the root instead).
 */
function resetOnAuthEvents(session: SessionActorRef, client: RealtimeClient, userId: string): () => void {
  const subscription = session.on('authEvent', ({ event }) => {
    if (event === 'signedOut') {
      client.disconnect();
      return;
    }
    void waitFor(session, (snapshot) => !snapshot.matches('initialising')).then((settled) => {
      if (settled.matches('signedIn') && settled.context.user?.userId === userId) client.reset();
    });
  });
  return () => subscription.unsubscribe();
}

/**
 * The body of the notifications machine's `feed` (a callback actor): the user's channel on the socket (pushed notifications become
 * RECEIVED events), the catch-up after a reconnect, the auth-event resets, and the wallet refresh a
 * finished withdrawal needs (the locked amount leaves the balance). Stopping it closes the socket.
 */
export function notificationFeedBody(client: RealtimeClient, queryClient: QueryClient): FeedBody {
  return ({ input, sendBack, system }) => {
    // The feed's parent and the session are long-lived children of the root actor (their system ids).
    const machine = system.get('notifications') as NotificationsActorRef | undefined;
    const session = system.get('session') as SessionActorRef | undefined;
    const stopListening = client.onNotification((notification) => {
      sendBack({ type: 'RECEIVED', notification });
      if (notification.type === 'TX_WITHDRAW_FINISHED') refreshWalletData(queryClient);
    });
    const stopCatchingUp = machine ? catchUpAfterReconnects(machine, client) : undefined;
    const stopResetting = session ? resetOnAuthEvents(session, client, input.userId) : undefined;
    client.connect(input.userId);
    return () => {
      stopResetting?.();
      stopCatchingUp?.();
      stopListening();
      client.disconnect();
    };
  };
}
