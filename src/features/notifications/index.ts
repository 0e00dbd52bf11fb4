// The notifications feature's public surface.
export {
  createNotificationsHost,
  type NotificationsActor,
  type NotificationsHost,
  type NotificationsHostOptions,
} from './model/notifications-host';
