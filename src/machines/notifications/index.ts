export {
  createNotificationsMachine,
  type ItemInput,
  type LoadInput,
  type NotificationsContext,
  type NotificationsEvent,
  type NotificationsImplementations,
  type NotificationsInput,
  type NotificationsMachine,
  type PendingOperation,
} from './notifications.machine';
export {
  listCapFor,
  NOTIFICATIONS_PAGE_SIZE,
  serverMessageOf,
  type DepositFinishedParams,
  type NotificationsError,
  type NotificationsErrorId,
  type NotifyParams,
  type ReadAllResult,
} from './model';
export {
  selectAll,
  selectIsReadingAll,
  selectItemBusy,
  selectLoadError,
  selectStatus,
  selectUnread,
  selectUnreadCount,
  type ItemBusy,
  type NotificationsSnapshot,
  type NotificationsStatus,
} from './selectors';
