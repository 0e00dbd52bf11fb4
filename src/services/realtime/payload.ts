import * as z from 'zod/mini';
import type { components } from '@/services/generated/gamehub';
import { notificationEvents } from './settings';

type Notification = components['schemas']['Notification'];

export type NotificationEventName = (typeof notificationEvents)[number];

/**
 * A notification as the socket delivers it: the contract's Notification, except that the feed may leave out
 * `createdAt` (the notifications machine stamps it) and `readAt` (a new notification is unread).
 */
export type RealtimeNotification = Omit<Notification, 'createdAt' | 'readAt'> &
  Partial<Pick<Notification, 'createdAt' | 'readAt'>>;

/** Longest texts a notification may carry; a longer payload is refused (it is shown as it came). */
export const PAYLOAD_LIMITS = { id: 128, title: 200, message: 2000, asset: 32, txId: 256, amount: 64 } as const;

const dateTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date-time'));

const upTo = (length: number) => z.string().check(z.maxLength(length));

/** The contract's Notification at runtime; `satisfies` keeps it in step with the generated type. */
const payloadSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(PAYLOAD_LIMITS.id)),
  type: z.optional(z.enum(notificationEvents)),
  readAt: z.optional(z.nullable(dateTime)),
  createdAt: z.optional(dateTime),
  data: z.object({
    title: upTo(PAYLOAD_LIMITS.title),
    message: upTo(PAYLOAD_LIMITS.message),
    asset: z.optional(upTo(PAYLOAD_LIMITS.asset)),
    txId: z.optional(upTo(PAYLOAD_LIMITS.txId)),
    amount: z.optional(upTo(PAYLOAD_LIMITS.amount)),
  }),
}) satisfies z.ZodMiniType<Omit<RealtimeNotification, 'type'> & { type?: NotificationEventName }>;

export type PayloadResult = { ok: true; notification: RealtimeNotification } | { ok: false; reason: string };

/**
 * Parses and validates the data of one channel event. pusher-js has already JSON-decoded a JSON string; a
 * payload encoded twice is decoded once more. The event name decides the type: it is what the server routed.
 */
export function parseNotificationPayload(eventName: NotificationEventName, data: unknown): PayloadResult {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { ok: false, reason: `${eventName}: data is not JSON` };
    }
  }
  const parsed = payloadSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: `${eventName}: ${z.prettifyError(parsed.error)}` };
  const { id, readAt, createdAt, data: body } = parsed.data;
  return {
    ok: true,
    notification: {
      id,
      type: eventName,
      data: body,
      ...(readAt !== undefined ? { readAt } : {}),
      ...(createdAt !== undefined ? { createdAt } : {}),
    },
  };
}
