import type { components, operations } from '@/services/generated/gamehub';
import { isApiError } from '@/services/http';
import type { RealtimeNotification } from '@/services/realtime';

export type Notification = components['schemas']['Notification'];
export type NotificationType = components['schemas']['NotificationType'];
export type ReadAllResult = operations['readAllNotifications']['responses'][200]['content']['application/json'];

/**
 * The first page loaded on entry. Equal to the cap the spec applies on every event but a finished withdrawal:
 * a GENERIC, deposit or account event trims the list to 20 anyway, so loading more would only make items
 * disappear when the first event arrives. Recorded in docs/decisions/0006-notifications-realtime.md.
 */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Spec section 9: the list keeps at most 120 items after a finished withdrawal, 20 after any other event. */
export const listCapFor = (type: NotificationType): number => (type === 'TX_WITHDRAW_FINISHED' ? 120 : 20);

/** The most the list ever holds: the largest of the caps above. */
export const LIST_MAX = 120;

/** The spec's notification messages (section 8), as ids of the services/i18n catalogue. */
export type NotificationsErrorId =
  'errors.notifications.load' | 'errors.notifications.read' | 'errors.notifications.readAll' | 'errors.notifications.delete';

export interface NotificationsError {
  messageId: NotificationsErrorId;
  /** A customer-facing message chosen by the server (ErrorBody.errorMessage); the UI prefers it when present. */
  serverMessage?: string;
}

/** What the injected `notify` action is asked to show (a toast). */
export type NotifyParams =
  { kind: 'success'; message: string } | { kind: 'error'; messageId: NotificationsErrorId; message?: string };

/** A finished deposit: the app refreshes balances and flashes the asset's card (stored 'flashing_asset'). */
export interface DepositFinishedParams {
  asset: string | undefined;
  notification: Notification;
}

/** Time order, newest first; equal times keep their current order (Array.prototype.sort is stable). */
export function newestFirst(items: readonly Notification[]): Notification[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** A received notification made whole: createdAt stamped when missing (spec section 4), unread unless said. */
export function completeReceived(notification: RealtimeNotification, now: Date): Notification {
  return {
    ...notification,
    createdAt: notification.createdAt ?? now.toISOString(),
    readAt: notification.readAt ?? null,
  };
}

/** The catalogue id, and the server's customer-facing errorMessage when the rejection is an ApiError with one. */
export function errorOf(messageId: NotificationsErrorId, reason: unknown): NotificationsError {
  const serverMessage = isApiError(reason) ? reason.serverErrorMessage : undefined;
  return serverMessage === undefined ? { messageId } : { messageId, serverMessage };
}
