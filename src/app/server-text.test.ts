import { describe, expect, it } from 'vitest';
import { ApiError } from '@/services/http';
import { failureMessage } from './query-client';
import { displayableServerText, MAX_SERVER_TEXT_LENGTH } from './server-text';

describe('displayableServerText', () => {
  it('keeps a plain message, on one line', () => {
    expect(displayableServerText('  Insufficient\n balance ')).toBe('Insufficient balance');
  });

  it('refuses an HTML body or a stack trace', () => {
    expect(displayableServerText('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>')).toBeUndefined();
    expect(displayableServerText('<p>oops</p>')).toBeUndefined();
    expect(
      displayableServerText(
        'TypeError: x is undefined\n    at handler (/srv/app/index.js:12:5)\n    at next (/srv/app/router.js:3:1)',
      ),
    ).toBeUndefined();
    expect(displayableServerText('java.lang.NullPointerException at com.wallet.Api.send(Api.java:42)')).toBeUndefined();
  });

  it('caps long text with an ellipsis', () => {
    const shown = displayableServerText('word '.repeat(200));
    expect(shown?.length).toBeLessThanOrEqual(MAX_SERVER_TEXT_LENGTH);
    expect(shown?.endsWith('…')).toBe(true);
  });
});

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
