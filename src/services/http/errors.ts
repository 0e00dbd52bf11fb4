// The formatjs core type: text is formatted here, outside React, with whichever intl the caller holds.
import type { IntlShape } from '@formatjs/intl';
import type { components } from '@/services/generated/gamehub';
import type catalogue from '../i18n/en.json';
import { displayableServerText } from './server-text';

/** The one error body every service answers with (openapi/components/common.yaml). */
export type ErrorBody = components['schemas']['ErrorBody'];
export type ErrorItem = components['schemas']['ErrorItem'];

/** An id of the spec's error catalogue (src/services/i18n). */
export type ErrorMessageId = Extract<keyof typeof catalogue, `errors.${string}`>;

export const DEFAULT_ERROR_MESSAGE_ID = 'errors.api.default' satisfies ErrorMessageId;

/** A request that was not safe to retry lost its response: it may have been applied. */
export const UNCONFIRMED_MESSAGE_ID = 'errors.api.unconfirmed' satisfies ErrorMessageId;

/** English text of the default message, for logs (what customers see comes from the catalogue). */
const DEFAULT_ERROR_TEXT = 'Error while calling API';

interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (network error after the retries). */
  status: number;
  /** The call's catalogue message (e.g. errors.users.get). */
  messageId: ErrorMessageId;
  /** The body's `message` (kept, as the spec says; for logs and as the default call's text). */
  serverMessage?: string;
  /** The body's `errorMessage`: customer-facing, preferred for display. */
  serverErrorMessage?: string;
  code?: string;
  /** The body's `errors` list (per-field errors for forms). */
  errors?: ErrorItem[];
  /** "GET /wallet/api/v1/accounts" */
  operation?: string;
  cause?: unknown;
}

/** Every failed API call rejects with this. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly messageId: ErrorMessageId;
  readonly serverMessage: string | undefined;
  readonly serverErrorMessage: string | undefined;
  readonly code: string | undefined;
  readonly errors: ErrorItem[];
  readonly operation: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.serverMessage ?? init.serverErrorMessage ?? DEFAULT_ERROR_TEXT, { cause: init.cause });
    this.status = init.status;
    this.messageId = init.messageId;
    this.serverMessage = init.serverMessage;
    this.serverErrorMessage = init.serverErrorMessage;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.operation = init.operation;
  }

  /** No response arrived (offline, DNS, CORS…), even after retrying. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** No response arrived to a request that was not retried: the server may have applied it. */
  get isUnconfirmed(): boolean {
    return this.isNetworkError && this.messageId === UNCONFIRMED_MESSAGE_ID;
  }

  /** The error of one request field, if the server named one. */
  fieldError(field: string): ErrorItem | undefined {
    return this.errors.find((item) => item.field === field);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads the error body fields from whatever the server sent (JSON error body, text or nothing). */
export function readErrorBody(body: unknown): Pick<ApiErrorInit, 'serverMessage' | 'serverErrorMessage' | 'code' | 'errors'> {
  if (typeof body === 'string') return { serverMessage: nonEmpty(body.slice(0, 500)) };
  if (typeof body !== 'object' || body === null) return {};
  const { message, errorMessage, code, errors } = body as Record<string, unknown>;
  return {
    serverMessage: nonEmpty(message),
    serverErrorMessage: nonEmpty(errorMessage),
    code: nonEmpty(code),
    errors: Array.isArray(errors)
      ? errors.filter((item): item is ErrorItem => typeof item === 'object' && item !== null && typeof item.message === 'string')
      : undefined,
  };
}

export interface DescribeErrorOptions {
  /** Show this catalogue message instead of the call's own (e.g. 'errors.notifications.load' on the layout). */
  messageId?: ErrorMessageId;
}

/**
 * The customer-facing text for any error: the server's `errorMessage` when it sent one; else the call's
 * catalogue message (or the one given); for calls without their own message, the server's `message`, else
 * 'Error while calling API'. Server text is shown only when fit for a customer (one line, capped; never an HTML
 * body or a stack trace).
 */
export function describeApiError(
  error: unknown,
  intl: Pick<IntlShape, 'formatMessage'>,
  options: DescribeErrorOptions = {},
): string {
  const fallback = options.messageId ?? DEFAULT_ERROR_MESSAGE_ID;
  if (!isApiError(error)) return intl.formatMessage({ id: fallback });
  const serverErrorMessage = displayableServerText(error.serverErrorMessage);
  if (serverErrorMessage) return serverErrorMessage;
  const messageId = options.messageId ?? error.messageId;
  if (messageId !== DEFAULT_ERROR_MESSAGE_ID) return intl.formatMessage({ id: messageId });
  return displayableServerText(error.serverMessage) ?? intl.formatMessage({ id: DEFAULT_ERROR_MESSAGE_ID });
}
