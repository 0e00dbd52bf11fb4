import type { SnapshotFrom } from 'xstate';
import type { Notification, NotificationsError } from './model';
import type { NotificationsMachine } from './notifications.machine';

export type NotificationsSnapshot = SnapshotFrom<NotificationsMachine>;

/** Memoised per items array, so `useSelector` sees the same list until the items change. */
const unreadCache = new WeakMap<readonly Notification[], Notification[]>();

/** Every notification, newest first (the All tab). */
export const selectAll = (snapshot: NotificationsSnapshot): readonly Notification[] => snapshot.context.items;

/** Unread notifications, newest first (the Unread tab). */
export function selectUnread(snapshot: NotificationsSnapshot): readonly Notification[] {
  const { items } = snapshot.context;
  let unread = unreadCache.get(items);
  if (!unread) {
    unread = items.filter((item) => item.readAt === null);
    unreadCache.set(items, unread);
  }
  return unread;
}

/** The bell's count and the Unread badge; also whether Read all shows. */
export const selectUnreadCount = (snapshot: NotificationsSnapshot): number => selectUnread(snapshot).length;

export type NotificationsStatus = 'loading' | 'ready' | 'failed';

export function selectStatus(snapshot: NotificationsSnapshot): NotificationsStatus {
  if (snapshot.matches({ list: 'loading' })) return 'loading';
  return snapshot.matches({ list: 'failed' }) ? 'failed' : 'ready';
}

/** Why loading failed (catalogue id and any server message); null unless the status is 'failed'. */
export const selectLoadError = (snapshot: NotificationsSnapshot): NotificationsError | null => snapshot.context.loadError;

export type ItemBusy = 'reading' | 'deleting' | undefined;

/**
 * What a server call is doing to one item, waiting or in flight: 'reading' (the button shows 'Reading...'),
 * 'deleting', or undefined. Read all counts as reading for the items it covers.
 */
export const selectItemBusy =
  (id: string) =>
  (snapshot: NotificationsSnapshot): ItemBusy => {
    const { pending } = snapshot.context;
    if (pending.some((op) => op.kind === 'delete' && op.id === id)) return 'deleting';
    const reading = pending.some((op) => (op.kind === 'read' && op.id === id) || (op.kind === 'readAll' && op.ids.includes(id)));
    return reading ? 'reading' : undefined;
  };

/** Read all is waiting or in flight (its button is busy). */
export const selectIsReadingAll = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.context.pending.some((op) => op.kind === 'readAll');
