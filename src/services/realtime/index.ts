export { createRealtimeClient, type RealtimeClient, type RealtimeClientOptions, type RealtimeStatus } from './client';
export {
  createNotificationFeed,
  type NotificationFeedInput,
  type NotificationFeedLogic,
  type RealtimeReceivedEvent,
} from './feed';
export { parseNotificationPayload, type NotificationEventName, type RealtimeNotification } from './payload';
export {
  connectionTimeouts,
  notificationChannel,
  notificationEvents,
  PUSHER_CLUSTER,
  PUSHER_PORT,
  pusherOptions,
  type PusherSettings,
} from './settings';
