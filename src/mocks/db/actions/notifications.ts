import type { Notification, NotificationData, NotificationType } from '@/services/api';
import { demoEvents } from '../../events';
import { iso } from '../format';
import { nextId } from '../seed';
import { updateDb } from '../store';
import type { StoredNotification } from '../types';

/** Public shape of a stored notification (without the owner). */
export function publicNotification({ userId: _owner, ...notification }: StoredNotification): Notification {
  return notification;
}

/**
 * Stores a notification for a user and announces it (the real-time mock pushes it to the open app).
 * Use it from stories, tests and the demo panel to make a notification arrive.
 */
export function createNotification(
  userId: string,
  input: { type: NotificationType; data: NotificationData; createdAt?: string },
): Notification {
  const notification = updateDb((db) => {
    const stored: StoredNotification = {
      id: nextId(db, 'ntf'),
      userId,
      type: input.type,
      readAt: null,
      createdAt: input.createdAt ?? iso(Date.now()),
      data: input.data,
    };
    db.notifications.unshift(stored);
    return publicNotification(stored);
  });
  demoEvents.emit('notification-created', { userId, notification });
  return notification;
}
