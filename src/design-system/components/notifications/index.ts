export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export { NotificationPanel, type NotificationItem, type NotificationPanelProps } from './NotificationPanel';
