import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { config } from '@/services/config/env';
import { getAccessToken } from './access-token';
import { ApiError, readErrorBody, UNCONFIRMED_MESSAGE_ID, type ErrorMessageId } from './errors';
import { requestLanguage } from './request-language';
import { DEFAULT_RETRY_POLICY, UnconfirmedRequestError, withRetry, type RetryPolicy } from './retry';

/** The statuses the spec counts as success; any other leaves the result empty (the call fails). */
export const SUCCESS_STATUSES: ReadonlySet<number> = new Set([200, 201, 204]);

/** The catalogue's words for a call refused because no valid token can be had (spec section 8). */
export const NOT_AUTHENTICATED_MESSAGE_ID = 'errors.auth.notAuthenticated' satisfies ErrorMessageId;

/** The request's "METHOD /path", for logs. */
function operationOfRequest(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
}

/**
 * The access token for a request, or an ApiError that stops it: every call is protected, so without a token
 * it is never sent. No session → status 401 (as the server would answer); a refresh that could not complete
 * (offline) → status 0, like a network error, so it can be retried once the session is refreshed.
 */
async function requireAccessToken(request: Request): Promise<string> {
  let token: string | undefined;
  try {
    token = await getAccessToken();
  } catch (error) {
    throw new ApiError({
      status: 0,
      messageId: NOT_AUTHENTICATED_MESSAGE_ID,
      operation: operationOfRequest(request),
      cause: error,
    });
  }
  if (!token)
    throw new ApiError({ status: 401, messageId: NOT_AUTHENTICATED_MESSAGE_ID, operation: operationOfRequest(request) });
  return token;
}

/**
 * Authorization `Bearer <access token>` from the injectable token source (the call is refused without one),
 * a JSON content type unless the body is multipart (FormData: the browser sets the type with its boundary),
 * and `Accept-Language` with the interface language (request-language.ts), so texts the server composes
 * (notification titles and messages) come in the customer's language. A CORS-safelisted header: no preflight.
 */
export const authAndContentType: Middleware = {
  async onRequest({ request }) {
    request.headers.set('Authorization', `Bearer ${await requireAccessToken(request)}`);
    if (!request.headers.has('Content-Type')) request.headers.set('Content-Type', 'application/json');
    request.headers.set('Accept', 'application/json');
    const language = requestLanguage();
    if (language) request.headers.set('Accept-Language', language);
    return request;
  },
};

/** Overrides for the retry policy of the app's clients (Vitest skips the waits; the counts stay). */
let retryOverrides: Partial<RetryPolicy> = {};

export function configureRetry(overrides: Partial<RetryPolicy>): void {
  retryOverrides = overrides;
}

export interface ApiClientOptions {
  /** The service's base path, e.g. /wallet/api/v1. */
  basePath: string;
  /** The API host; defaults to the configured one. */
  baseUrl?: string;
  /** A fixed retry policy (tests); by default the app's policy with any configureRetry overrides. */
  retry?: Partial<RetryPolicy>;
  /** The transport; by default the global fetch, looked up on every call so MSW always sees it. */
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiClient<Paths extends object> = Client<Paths, `${string}/${string}`>;

/** One openapi-fetch client for one service, with the auth/content-type middleware and the retry rules. */
export function createApiClient<Paths extends object>(options: ApiClientOptions): ApiClient<Paths> {
  const transport = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const policy = (): RetryPolicy => ({ ...DEFAULT_RETRY_POLICY, ...retryOverrides, ...options.retry });
  const client = createClient<Paths>({
    baseUrl: `${options.baseUrl ?? config.apiBaseUrl}${options.basePath}`,
    fetch: (request) => withRetry(transport, policy())(request),
  });
  client.use(authAndContentType);
  return client;
}

type CallResult<Data> = { data?: Data; error?: unknown; response: Response };

/** The called path, for logs (a mocked response may carry no URL). */
function operationOf(response: Response): string | undefined {
  return response.url ? new URL(response.url).pathname : undefined;
}

export interface SettleOptions {
  /** A POST that only reads (a fee, the caller's record): a lost response is a plain failure, not "unconfirmed". */
  readOnly?: boolean;
}

/**
 * Settles an openapi-fetch call by the spec's rules: 200/201/204 give the data; any other status, a
 * non-empty `errors` list in the body, or no response at all (after the retries) rejects with an ApiError
 * carrying the call's catalogue message. A lost response to a request that was not safe to retry rejects
 * with errors.api.unconfirmed instead. Cancellation (AbortError) passes through untouched.
 */
export async function settle<Data>(
  call: Promise<CallResult<Data>>,
  messageId: ErrorMessageId,
  options: SettleOptions = {},
): Promise<Data> {
  let result: CallResult<Data>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Refused before sending (no token): its own catalogue message, not the call's.
    if (error instanceof ApiError) throw error;
    const unconfirmed = error instanceof UnconfirmedRequestError && !options.readOnly;
    throw new ApiError({ status: 0, messageId: unconfirmed ? UNCONFIRMED_MESSAGE_ID : messageId, cause: error });
  }
  const { response } = result;
  const operation = operationOf(response);
  if (!SUCCESS_STATUSES.has(response.status)) {
    throw new ApiError({ status: response.status, messageId, operation, ...readErrorBody(result.error ?? result.data) });
  }
  const body = readErrorBody(result.data);
  if (body.errors && body.errors.length > 0) {
    throw new ApiError({ status: response.status, messageId, operation, ...body });
  }
  return result.data as Data;
}
