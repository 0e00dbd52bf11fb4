import type { Notification, NotificationData, NotificationType } from '@/services/api';
import type { Locale } from '@/services/i18n/locale';
import { iso } from '../format';
import { getDb } from '../store';
import { amountText, languageOf, serverText } from '../texts';
import { createNotification } from './notifications';

/** What the demo panel's transaction and account events are about (a deposit event flashes this asset's card). */
export interface PanelEventSubject {
  asset: string;
  /** A decimal string. */
  amount: string;
}

const EVENT_TEXTS = {
  TX_WITHDRAW_FINISHED: 'withdraw',
  TX_DEPOSIT_FINISHED: 'deposit',
  GENERIC: 'generic',
  AC_CREATED: 'account',
} as const satisfies Record<NotificationType, string>;

/** The text of the index-th of `count` events of a kind, " (2 of 3)" added to each part of a burst. */
function eventData(
  language: Locale,
  type: NotificationType,
  subject: PanelEventSubject,
  index: number,
  count: number,
): NotificationData {
  const values = {
    asset: subject.asset,
    amount: amountText(subject.amount, language),
    index: String(index),
    count: String(count),
  };
  const sequence = count > 1 ? serverText(language, 'demo.backend.event.sequence', values) : '';
  const kind = EVENT_TEXTS[type];
  const transaction = type === 'TX_WITHDRAW_FINISHED' || type === 'TX_DEPOSIT_FINISHED';
  return {
    title: serverText(language, `demo.backend.event.${kind}.title`, values) + sequence,
    message: serverText(language, `demo.backend.event.${kind}.message`, values) + sequence,
    ...(transaction ? { asset: subject.asset, amount: subject.amount } : {}),
    ...(type === 'AC_CREATED' ? { asset: subject.asset } : {}),
  };
}

/**
 * The demo panel's real-time events: `count` notifications of one kind for the user, one millisecond apart (the
 * last is now), each stored and pushed at once, written in the user's language as the backend's own are.
 */
export function sendPanelEvents(userId: string, type: NotificationType, count: number, subject: PanelEventSubject): void {
  const language = languageOf(getDb(), userId);
  const now = Date.now();
  for (let index = 1; index <= count; index += 1) {
    createNotification(userId, {
      type,
      data: eventData(language, type, subject, index, count),
      createdAt: iso(now - (count - index)),
    });
  }
}

/** The demo panel's test notification (GENERIC), in the user's language. */
export function sendTestNotification(userId: string): Notification {
  const language = languageOf(getDb(), userId);
  return createNotification(userId, {
    type: 'GENERIC',
    data: {
      title: serverText(language, 'demo.backend.event.test.title'),
      message: serverText(language, 'demo.backend.event.test.message'),
    },
  });
}
