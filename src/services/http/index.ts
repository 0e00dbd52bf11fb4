export { getAccessToken, setAccessTokenSource, type AccessTokenSource } from './access-token';
export {
  ApiError,
  DEFAULT_ERROR_MESSAGE_ID,
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
  type ApiClient,
  type ApiClientOptions,
} from './client';
export {
  DEFAULT_RETRY_POLICY,
  RETRY_ERROR_CODES,
  RETRY_STATUSES,
  defaultSleep,
  isRetryableResponse,
  retryDelay,
  withRetry,
  type RetryPolicy,
} from './retry';
export { toFormData } from './multipart';
export { SERVICE_BASE_PATHS, type ServiceName } from './services';
