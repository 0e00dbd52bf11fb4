export { getAccessToken, setAccessTokenSource, type AccessTokenSource } from './access-token';
export {
  ApiError,
  DEFAULT_ERROR_MESSAGE_ID,
  UNCONFIRMED_MESSAGE_ID,
  describeApiError,
  isApiError,
  type DescribeErrorOptions,
  type ErrorBody,
  type ErrorItem,
  type ErrorMessageId,
} from './errors';
export {
  SUCCESS_STATUSES,
  authAndContentType,
  configureRetry,
  createApiClient,
  settle,
  type SettleOptions,
  type ApiClient,
  type ApiClientOptions,
} from './client';
export {
  DEFAULT_RETRY_POLICY,
  IDEMPOTENT_METHODS,
  RETRY_ERROR_CODES,
  RETRY_STATUSES,
  defaultSleep,
  isRetryableResponse,
  isSafeToRetry,
  retryDelay,
  UnconfirmedRequestError,
  withRetry,
  type RetryPolicy,
} from './retry';
export { IDEMPOTENCY_KEY_HEADER, idempotencyHeader, newIdempotencyKey, type IdempotentCall } from './idempotency';
export { SERVICE_BASE_PATHS, type ServiceName } from './services';
export { requestLanguage, setRequestLanguageSource, type RequestLanguageSource } from './request-language';
