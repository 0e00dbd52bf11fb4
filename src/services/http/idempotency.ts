/** The header that makes a POST safe to send again (openapi/components/common.yaml#IdempotencyKey). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A fresh key for one customer action (pressing Confirm). Keep it with the action and pass the same key
 * when the customer retries that action; a new action gets a new key.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** What every money-moving or creating call takes besides its body. */
export interface IdempotentCall {
  idempotencyKey: string;
}

/** The header parameters openapi-fetch sends for a keyed call. */
export function idempotencyHeader({ idempotencyKey }: IdempotentCall): { 'Idempotency-Key': string } {
  return { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
}
