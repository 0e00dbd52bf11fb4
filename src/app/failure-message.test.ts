import { describe, expect, it } from 'vitest';
import { ApiError } from '@/services/http';
import { failureMessage } from './query-client';

describe('failureMessage', () => {
  const failure = (body: { serverErrorMessage?: string; serverMessage?: string }) =>
    new ApiError({ status: 502, messageId: 'errors.api.default', ...body });

  it("shows the server's errorMessage", () => {
    expect(failureMessage(failure({ serverErrorMessage: 'Limit exceeded' }), 'errors.api.default')).toBe('Limit exceeded');
  });

  it('shows the catalogue message instead of an HTML body', () => {
    expect(failureMessage(failure({ serverMessage: '<html><body>Bad gateway</body></html>' }), undefined)).toEqual({
      id: 'errors.api.default',
    });
  });
});
