import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { nextTask } from '@/services/scheduling/next-task';
import type { NotificationsActorRef } from '../notifications/notifications.machine';
import type { Notification, NotificationsError } from '../notifications/model';
import {
  selectAll,
  selectIsReadingAll,
  selectLoadError,
  selectStatus,
  selectUnreadCount,
  type NotificationsSnapshot,
  type NotificationsStatus,
} from '../notifications/selectors';
import type { PendingOperation } from '../notifications/notifications.machine';
import type { RootActorRef } from '../root/root.machine';
import { useRootActor } from './RootActorProvider';

const selectNotificationsActor = (snapshot: ReturnType<RootActorRef['getSnapshot']>) => snapshot.children.notifications;

/** The running notifications machine, or undefined (signed out, or no screen shows notifications). */
export function useNotificationsActor(): NotificationsActorRef | undefined {
  return useSelector(useRootActor(), selectNotificationsActor);
}

/**
 * Runs the notifications machine while the calling component is mounted and someone is signed in: the
 * main layout calls it (spec: on entry the layout loads notifications and connects the real-time feed).
 *
 * Started in a task of its own, not in the mount's effects: the machine's start and the re-render of everything
 * that shows it would otherwise join the first screen's effects in one long task (total blocking time, ADR 0025).
 */
export function useNotificationsWhileMounted(): void {
  const root = useRootActor();
  useEffect(() => {
    let opened = false;
    let unmounted = false;
    void nextTask().then(() => {
      if (unmounted || root.getSnapshot().status !== 'active') return;
      opened = true;
      root.send({ type: 'NOTIFICATIONS.OPEN' });
    });
    return () => {
      unmounted = true;
      // The whole tree may be going, the root actor first (a test or story harness unmounting).
      if (opened && root.getSnapshot().status === 'active') root.send({ type: 'NOTIFICATIONS.CLOSE' });
    };
  }, [root]);
}

/** A selector over the notifications machine, `fallback` while it does not run. */
function useNotificationsSelector<T>(selector: (snapshot: NotificationsSnapshot) => T, fallback: T): T {
  return useSelector(useNotificationsActor(), (snapshot) => (snapshot ? selector(snapshot) : fallback));
}

/** The bell's count: unread notifications in the list (0 until loaded). */
export function useUnreadNotificationsCount(): number {
  return useNotificationsSelector(selectUnreadCount, 0);
}

const NO_ITEMS: readonly Notification[] = [];
const NO_PENDING: readonly PendingOperation[] = [];
const selectPending = (snapshot: NotificationsSnapshot) => snapshot.context.pending;

export interface NotificationsView {
  /** Newest first. */
  notifications: readonly Notification[];
  status: NotificationsStatus;
  loadError: NotificationsError | null;
  /** Items being marked read (alone or by read all), waiting or in flight. */
  busyIds: string[];
  deletingIds: string[];
  readingAll: boolean;
  markRead: (id: string) => void;
  readAll: () => void;
  remove: (id: string) => void;
  retry: () => void;
}

/** The list, its busy states and the four actions, for the notification panel. */
export function useNotifications(): NotificationsView {
  const actor = useNotificationsActor();
  const notifications = useNotificationsSelector(selectAll, NO_ITEMS);
  const status = useNotificationsSelector<NotificationsStatus>(selectStatus, 'loading');
  const loadError = useNotificationsSelector(selectLoadError, null);
  const readingAll = useNotificationsSelector(selectIsReadingAll, false);
  const pending = useNotificationsSelector(selectPending, NO_PENDING);
  return useMemo(
    () => ({
      notifications,
      status,
      loadError,
      readingAll,
      busyIds: pending.flatMap((op) => (op.kind === 'read' ? [op.id] : op.kind === 'readAll' ? op.ids : [])),
      deletingIds: pending.flatMap((op) => (op.kind === 'delete' ? [op.id] : [])),
      markRead: (id: string) => actor?.send({ type: 'MARK_READ', id }),
      readAll: () => actor?.send({ type: 'READ_ALL' }),
      remove: (id: string) => actor?.send({ type: 'DELETE', id }),
      retry: () => actor?.send({ type: 'RETRY' }),
    }),
    [actor, notifications, status, loadError, readingAll, pending],
  );
}
