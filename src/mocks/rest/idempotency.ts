import { getResponse, http, HttpResponse, matchRequestUrl, RequestHandler, type AnyHandler, type HttpHandler } from 'msw';
import { config } from '@/services/config/env';
import { IDEMPOTENCY_KEY_HEADER, type ErrorBody } from '@/services/http';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { findIdempotencyRecord, recordIdempotentResult } from '../db/actions';
import { getDb, updateDb } from '../db/store';
import { authenticate } from './auth';
import { fieldError } from './responses';

/** The money-moving or creating POSTs whose contract requires an Idempotency-Key. */
export const KEYED_OPERATIONS: readonly string[] = [
  ...[
    '/accounts',
    '/converter',
    '/wallet-addresses/generate',
    '/transactions/send-withdraw-verification-code',
    '/transactions/verify-withdraw-verification-codes',
    '/transactions/ext',
    '/deposit-unreceiveds',
    '/nft/ERC1155',
    '/nft/ERC1155/transfer',
  ].map((path) => `${SERVICE_BASE_PATHS.wallet}${path}`),
  ...['/users/kyc', '/contacts'].map((path) => `${SERVICE_BASE_PATHS.identity}${path}`),
];

const MAX_KEY_LENGTH = 255;

/** Keys whose first request is still being answered (a concurrent replay gets 409, as Stripe does). */
const inFlight = new Set<string>();

function isKeyed(request: Request): boolean {
  const url = new URL(request.url);
  return KEYED_OPERATIONS.some((path) => matchRequestUrl(url, `${config.apiBaseUrl}${path}`).matches);
}

/** Method, path and body; multipart by its fields, as a re-sent form gets a new boundary. */
async function fingerprintOf(request: Request): Promise<string> {
  const head = `${request.method} ${new URL(request.url).pathname}\n`;
  if (!request.headers.get('Content-Type')?.includes('multipart/form-data')) return head + (await request.text());
  const fields = [...(await request.formData()).entries()].map(([name, value]) =>
    typeof value === 'string' ? `${name}=${value}` : `${name}=file:${value.name}:${value.size}:${value.type}`,
  );
  return head + fields.join('\n');
}

const refuse = (status: number, body: ErrorBody) => HttpResponse.json(body, { status });

/**
 * Honours Idempotency-Key in front of the service handlers: a keyed POST is answered by them once, its first
 * successful answer is stored per caller and key, and a replay gets that answer again (moving nothing twice).
 * Failures are not stored: they moved nothing, so a retry runs again. Unauthenticated calls pass through to
 * the handlers' own 401.
 */
export function idempotencyHandler(handlers: readonly AnyHandler[]): HttpHandler {
  const services = handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
  return http.post(`${config.apiBaseUrl}/*`, async ({ request }) => {
    if (!isKeyed(request)) return undefined;
    const user = authenticate(request);
    if (!user) return undefined;
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim() ?? '';
    if (key === '' || key.length > MAX_KEY_LENGTH) {
      return refuse(422, {
        message: `An ${IDEMPOTENCY_KEY_HEADER} header (1–${MAX_KEY_LENGTH} characters) is required.`,
        errors: [fieldError(IDEMPOTENCY_KEY_HEADER, 'REQUIRED', 'Send a key generated once per action.')],
      });
    }
    const fingerprint = await fingerprintOf(request.clone());
    const record = findIdempotencyRecord(getDb(), user.id, key);
    if (record) {
      if (record.fingerprint !== fingerprint)
        return refuse(422, {
          message: 'This Idempotency-Key was used for a different request.',
          code: 'IDEMPOTENCY_KEY_REUSED',
        });
      return new HttpResponse(record.body, {
        status: record.status,
        headers: { 'Content-Type': record.contentType, 'Idempotent-Replayed': 'true' },
      });
    }
    const slot = `${user.id}\n${key}`;
    if (inFlight.has(slot))
      return refuse(409, {
        message: 'A request with this Idempotency-Key is still in progress.',
        code: 'IDEMPOTENCY_IN_PROGRESS',
      });
    inFlight.add(slot);
    try {
      const response = await getResponse(services, request);
      if (response && response.status >= 200 && response.status < 300) {
        const body = await response.clone().text();
        const contentType = response.headers.get('Content-Type') ?? 'application/json';
        updateDb((db) =>
          recordIdempotentResult(db, { userId: user.id, key, fingerprint, status: response.status, body, contentType }),
        );
      }
      return response;
    } finally {
      inFlight.delete(slot);
    }
  });
}
