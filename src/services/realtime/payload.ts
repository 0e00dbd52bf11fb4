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

type Check = (value: unknown) => string | null;

const upTo =
  (length: number): Check =>
  (value) =>
    typeof value !== 'string' ? 'expected a string' : value.length > length ? `longer than ${length}` : null;

const dateTime: Check = (value) =>
  typeof value !== 'string' ? 'expected a string' : Number.isNaN(Date.parse(value)) ? 'not a date-time' : null;

const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined ? null : check(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The contract's Notification at runtime, checked by hand (the socket client stays small); `data` keeps only its known fields. */
const DATA_FIELDS = {
  title: upTo(PAYLOAD_LIMITS.title),
  message: upTo(PAYLOAD_LIMITS.message),
  asset: optional(upTo(PAYLOAD_LIMITS.asset)),
  txId: optional(upTo(PAYLOAD_LIMITS.txId)),
  amount: optional(upTo(PAYLOAD_LIMITS.amount)),
} as const;

const PAYLOAD_FIELDS: Record<string, Check> = {
  id: (value) => (value === '' ? 'empty' : upTo(PAYLOAD_LIMITS.id)(value)),
  type: optional((value) => ((notificationEvents as readonly unknown[]).includes(value) ? null : 'unknown event')),
  readAt: optional((value) => (value === null ? null : dateTime(value))),
  createdAt: optional(dateTime),
};

/** The first problem of a payload, as "field: problem"; null when it is a valid Notification. */
function problemOf(value: unknown): string | null {
  if (!isRecord(value)) return 'expected an object';
  for (const [field, check] of Object.entries(PAYLOAD_FIELDS)) {
    const problem = check(value[field]);
    if (problem) return `${field}: ${problem}`;
  }
  if (!isRecord(value.data)) return 'data: expected an object';
  for (const [field, check] of Object.entries(DATA_FIELDS)) {
    const problem = check(value.data[field]);
    if (problem) return `data.${field}: ${problem}`;
  }
  return null;
}

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
  const problem = problemOf(value);
  if (problem !== null || !isRecord(value)) return { ok: false, reason: `${eventName}: ${problem ?? 'invalid'}` };
  const payload = value as unknown as Omit<RealtimeNotification, 'type'>;
  const { id, readAt, createdAt } = payload;
  const body = Object.fromEntries(
    Object.keys(DATA_FIELDS).flatMap((field) =>
      payload.data[field as keyof typeof DATA_FIELDS] === undefined
        ? []
        : [[field, payload.data[field as keyof typeof DATA_FIELDS]]],
    ),
  ) as RealtimeNotification['data'];
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
