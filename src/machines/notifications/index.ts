export {
  notificationsMachine,
  type ItemInput,
  type LoadInput,
  type NotificationsContext,
  type NotificationsEvent,
  type NotificationsImplementations,
  type NotificationsInput,
  type NotificationsActorRef,
  type NotificationsMachine,
  type PendingOperation,
} from './notifications.machine';
export {
  listCapFor,
  NOTIFICATIONS_PAGE_SIZE,
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
