// The notifications feature's public surface: the centre the main layout is wrapped in, its bell's count and
// opener, and the machine's side effects the app provides to the root actor.
export { NotificationCenter, useNotificationBell } from './components/NotificationCenter';
export { notificationsEffects, notificationsImplementations, type NotificationsEffects } from './model/implementations';
