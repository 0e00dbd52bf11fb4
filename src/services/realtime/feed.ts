import { fromCallback, type EventObject } from 'xstate';
import type { RealtimeClient } from './client';
import type { RealtimeNotification } from './payload';

/** What the feed sends to the actor that invoked it, once per notification of the user's channel. */
export interface RealtimeReceivedEvent {
  type: 'RECEIVED';
  notification: RealtimeNotification;
}

export interface NotificationFeedInput {
  userId: string;
}

/**
 * The feed as an XState callback actor: while it runs, the client is connected to the user's channel and every
 * notification is sent back as RECEIVED; stopping it (the invoking state or machine ends) disconnects.
 */
export function createNotificationFeed(client: RealtimeClient) {
  return fromCallback<EventObject, NotificationFeedInput>(({ input, sendBack }) => {
    const stopListening = client.onNotification((notification) => {
      const event: RealtimeReceivedEvent = { type: 'RECEIVED', notification };
      sendBack(event);
    });
    client.connect(input.userId);
    return () => {
      stopListening();
      client.disconnect();
    };
  });
}

export type NotificationFeedLogic = ReturnType<typeof createNotificationFeed>;
