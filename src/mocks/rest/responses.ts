import { HttpResponse } from 'msw';
import type { ErrorBody, ErrorItem } from '@/services/http';

/** The shared error body (openapi/components/common.yaml). */
export function errorResponse(status: number, message: string, extra: Omit<ErrorBody, 'message'> = {}): HttpResponse<ErrorBody> {
  return HttpResponse.json({ message, ...extra }, { status });
}

export const unauthorized = () => errorResponse(401, 'Unauthorized', { code: 'UNAUTHORIZED' });
export const forbidden = (message = 'Forbidden') => errorResponse(403, message, { code: 'FORBIDDEN' });
export const notFound = (what: string) => errorResponse(404, `${what} not found`, { code: 'NOT_FOUND' });

/** 422 with per-field errors; the first one's message is the body's message. */
export function invalid(errors: ErrorItem[], errorMessage?: string): HttpResponse<ErrorBody> {
  return errorResponse(422, errors[0]?.message ?? 'Validation failed', {
    code: 'VALIDATION_FAILED',
    errors,
    ...(errorMessage ? { errorMessage } : {}),
  });
}

export const fieldError = (field: string, code: string, message: string): ErrorItem => ({ field, code, message });
