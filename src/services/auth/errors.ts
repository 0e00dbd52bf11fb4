/** Message ids of the spec's auth catalogue (src/services/i18n) that validation here can raise. */
export type AuthMessageId = 'errors.auth.invalidToken' | 'errors.auth.invalidUserPoolId';

/**
 * A configuration or token-format problem found before any call is made. `messageId` names the catalogue
 * entry (spec section 8) a screen shows; `message` is the same English text for logs.
 */
export class AuthValidationError extends Error {
  override readonly name = 'AuthValidationError';
  readonly messageId: AuthMessageId | undefined;

  constructor(message: string, messageId?: AuthMessageId) {
    super(message);
    this.messageId = messageId;
  }
}

/**
 * How a token refresh failed, which decides what the session does (spec section 4):
 * - `notAuthorized`: the refresh token is no longer accepted → the user is treated as signed out;
 * - `network`: no answer reached us (offline, DNS, connection reset) → keep the session, refresh again when
 *   the network returns;
 * - `other`: anything else — 5xx, throttling, a timeout after Amplify's own retries, a malformed answer →
 *   clear tokens, raise a refresh failure, log it, log the user out.
 */
export type RefreshFailureKind = 'notAuthorized' | 'network' | 'other';

export class RefreshError extends Error {
  override readonly name = 'RefreshError';
  readonly kind: RefreshFailureKind;
  override readonly cause: unknown;

  constructor(kind: RefreshFailureKind, cause?: unknown) {
    super(`Token refresh failed (${kind})${cause instanceof Error ? `: ${cause.name}: ${cause.message}` : ''}`);
    this.kind = kind;
    this.cause = cause;
  }
}

/** Errors that mean the refresh token (or the user) is no longer valid: sign in again. */
const NOT_AUTHORIZED = new Set([
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'RefreshTokenReuseException',
]);

/**
 * The network errors, the spec's one exception: Amplify names a failed fetch `NetworkError`, a browser's
 * `TypeError: Failed to fetch` surfaces as ERR_NETWORK. Server and throttling errors are not in here.
 */
const NETWORK = new Set(['NetworkError', 'ERR_NETWORK']);

export function errorName(error: unknown): string {
  if (error instanceof Error) return error.name;
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string') return error.name;
  return 'UnknownError';
}

/** Classifies a failure of a token refresh (an Amplify / Cognito error) — pure. */
export function classifyRefreshFailure(error: unknown): RefreshFailureKind {
  if (error instanceof RefreshError) return error.kind;
  const name = errorName(error);
  if ([...NOT_AUTHORIZED].some((known) => name.startsWith(known))) return 'notAuthorized';
  if (NETWORK.has(name)) return 'network';
  return 'other';
}
