import { HttpResponse } from 'msw';
import type { ErrorBody, ErrorItem } from '@/services/http';

/** 401 with the shared error body (openapi/components/common.yaml). */
export const unauthorized = (): HttpResponse<ErrorBody> =>
  HttpResponse.json({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, { status: 401 });

export const fieldError = (field: string, code: string, message: string): ErrorItem => ({ field, code, message });
