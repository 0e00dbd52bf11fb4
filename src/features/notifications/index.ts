// The notifications feature's public surface: the centre the main layout wraps itself in, and its bell.
export {
  NotificationBellButton,
  NotificationCenter,
  type NotificationBellButtonProps,
  type NotificationCenterProps,
} from './components/NotificationCenter';
export {
  createNotificationsHost,
  type NotificationsActor,
  type NotificationsHost,
  type NotificationsHostOptions,
} from './model/notifications-host';
