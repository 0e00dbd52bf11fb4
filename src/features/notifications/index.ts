// The notifications feature's public surface: the centre the main layout is wrapped in, and its bell
// (a ready-made button, or the count and opener for a layout that draws its own bell).
export {
  NotificationBellButton,
  NotificationCenter,
  useNotificationBell,
  type NotificationBellButtonProps,
  type NotificationBellState,
  type NotificationCenterProps,
} from './components/NotificationCenter';
export { notificationsImplementations, showNotice, type NotificationsImplementationsOptions } from './model/implementations';
