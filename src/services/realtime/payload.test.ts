import { describe, expect, it } from 'vitest';
import { PAYLOAD_LIMITS, parseNotificationPayload } from './payload';

const valid = {
  id: 'n1',
  type: 'TX_DEPOSIT_FINISHED',
  readAt: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  data: { title: 'Deposit', message: '0.5 BTC arrived', asset: 'BTC', amount: '0.5', txId: 'tx-1' },
};

describe('parseNotificationPayload', () => {
  it('accepts the contract Notification (as pusher-js decoded it, or still as a JSON string)', () => {
    expect(parseNotificationPayload('TX_DEPOSIT_FINISHED', valid)).toEqual({ ok: true, notification: valid });
    expect(parseNotificationPayload('TX_DEPOSIT_FINISHED', JSON.stringify(valid))).toEqual({
      ok: true,
      notification: valid,
    });
  });

  it('leaves a missing createdAt and readAt for the machine to fill in', () => {
    const result = parseNotificationPayload('GENERIC', { id: 'n2', data: { title: 'Hi', message: 'There' } });
    expect(result).toEqual({ ok: true, notification: { id: 'n2', type: 'GENERIC', data: { title: 'Hi', message: 'There' } } });
  });

  it('takes the type from the event it arrived as', () => {
    const result = parseNotificationPayload('AC_CREATED', { ...valid, type: 'GENERIC' });
    expect(result.ok && result.notification.type).toBe('AC_CREATED');
  });

  it.each([
    ['no id', { ...valid, id: undefined }],
    ['a numeric id', { ...valid, id: 7 }],
    ['no message', { ...valid, data: { title: 'Deposit' } }],
    ['a bad date', { ...valid, createdAt: 'yesterday' }],
    ['an unknown type', { ...valid, type: 'SOMETHING_ELSE' }],
    ['not an object', 42],
    ['broken JSON', '{"id":'],
    ['a title over the limit', { ...valid, data: { ...valid.data, title: 't'.repeat(PAYLOAD_LIMITS.title + 1) } }],
    ['a message over the limit', { ...valid, data: { ...valid.data, message: 'm'.repeat(PAYLOAD_LIMITS.message + 1) } }],
    ['an amount over the limit', { ...valid, data: { ...valid.data, amount: '1'.repeat(PAYLOAD_LIMITS.amount + 1) } }],
    ['an id over the limit', { ...valid, id: 'i'.repeat(PAYLOAD_LIMITS.id + 1) }],
  ])('rejects a payload with %s', (_, data) => {
    expect(parseNotificationPayload('GENERIC', data).ok).toBe(false);
  });

  it('accepts texts up to their limits', () => {
    const longest = {
      ...valid,
      data: { ...valid.data, title: 't'.repeat(PAYLOAD_LIMITS.title), message: 'm'.repeat(PAYLOAD_LIMITS.message) },
    };
    expect(parseNotificationPayload('GENERIC', longest).ok).toBe(true);
  });
});
