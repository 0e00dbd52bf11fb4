import { IDEMPOTENCY_KEY_HEADER } from './idempotency';

/**
 * The spec's retry rules: network errors, HTTP 429/500/502/503/504 and throttling, timeout or clock-skew
 * error codes are retried, at most 3 attempts in all, waiting 2^n × 100 ms plus up to 100 ms of jitter
 * after the n-th failed attempt, never more than 5 minutes. Only requests that are safe to send twice are
 * retried (see isSafeToRetry): a retried POST without a key could move money twice.
 */
export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  jitterMs: number;
  maxDelayMs: number;
  /** Waits; rejects when the signal aborts. Injectable so tests run on fake timers or not at all. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1) for the jitter. */
  random: () => number;
}

export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** Error codes (in the body's `code` or `errors[].code`) that mean "try again": throttling, timeouts, clock skew. */
export const RETRY_ERROR_CODES: ReadonlySet<string> = new Set([
  // Throttling
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
  // Timeouts
  'RequestTimeout',
  'RequestTimeoutException',
  'TimeoutError',
  // Clock skew (the request's signature time is too far from the server's)
  'AuthFailure',
  'InvalidSignatureException',
  'RequestExpired',
  'RequestInTheFuture',
  'RequestTimeTooSkewed',
  'SignatureDoesNotMatch',
]);

export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 100,
  jitterMs: 100,
  maxDelayMs: 5 * 60 * 1000,
  sleep: defaultSleep,
  random: Math.random,
};

/** The wait after the `attempt`-th failed attempt (1-based): 2^attempt × base + jitter, capped. */
export function retryDelay(attempt: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const delay = 2 ** attempt * policy.baseDelayMs + policy.random() * policy.jitterMs;
  return Math.min(delay, policy.maxDelayMs);
}

interface ErrorCodes {
  code?: unknown;
  errors?: unknown;
}

function codesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { code, errors } = body as ErrorCodes;
  const own = typeof code === 'string' ? [code] : [];
  const listed = Array.isArray(errors)
    ? errors.flatMap((item: unknown) =>
        typeof item === 'object' && item !== null && typeof (item as ErrorCodes).code === 'string'
          ? [(item as { code: string }).code]
          : [],
      )
    : [];
  return [...own, ...listed];
}

/** Whether a response asks to be retried, by its status or by an error code in its JSON body. */
export async function isRetryableResponse(response: Response): Promise<boolean> {
  if (RETRY_STATUSES.has(response.status)) return true;
  if (response.status < 400) return false;
  if (!response.headers.get('Content-Type')?.includes('json')) return false;
  try {
    const body: unknown = await response.clone().json();
    return codesOf(body).some((code) => RETRY_ERROR_CODES.has(code));
  } catch {
    return false;
  }
}

/** Methods the issue counts as idempotent: sending them twice has the effect of sending them once. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']);

/** An idempotent method, or a POST carrying an Idempotency-Key (the server then answers a replay from its record). */
export function isSafeToRetry(request: Request): boolean {
  return IDEMPOTENT_METHODS.has(request.method.toUpperCase()) || request.headers.has(IDEMPOTENCY_KEY_HEADER);
}

/**
 * A request that is not safe to retry got no response: the server may or may not have applied it, so it is
 * not sent again and the customer is told to check their history.
 */
export class UnconfirmedRequestError extends Error {
  override readonly name = 'UnconfirmedRequestError';

  constructor(request: Request, cause: unknown) {
    super(`No response to ${request.method} ${new URL(request.url).pathname}; it may or may not have been applied`, { cause });
  }
}

function isAbort(error: unknown, request: Request): boolean {
  return request.signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/** Wraps a fetch so it follows the retry rules. The last attempt's response (or error) is what the caller gets. */
export function withRetry(
  fetchOnce: (request: Request) => Promise<Response>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!isSafeToRetry(request)) return sendOnce(fetchOnce, request);
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= policy.maxAttempts;
      // Each attempt sends a copy, so the body can be sent again.
      const sent = last ? request : request.clone();
      try {
        const response = await fetchOnce(sent);
        if (last || !(await isRetryableResponse(response))) return response;
      } catch (error) {
        if (last || isAbort(error, request)) throw error;
      }
      await policy.sleep(retryDelay(attempt, policy), request.signal);
    }
  };
}

async function sendOnce(fetchOnce: (request: Request) => Promise<Response>, request: Request): Promise<Response> {
  try {
    return await fetchOnce(request);
  } catch (error) {
    if (isAbort(error, request)) throw error;
    throw new UnconfirmedRequestError(request, error);
  }
}
