import { describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { ApiError, describeApiError } from '@/services/http';
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

describe('describeApiError', () => {
  const intl = createIntl({ locale: 'en', messages: { 'errors.api.default': 'Error while calling API' } });

  it('gives the catalogue message instead of an HTML body the server sent', () => {
    const error = new ApiError({
      status: 502,
      messageId: 'errors.api.default',
      serverMessage: '<html><body>Bad gateway</body></html>',
    });
    expect(describeApiError(error, intl)).toBe('Error while calling API');
  });

  it("keeps a plain server errorMessage, capped at the toast's length", () => {
    const error = new ApiError({ status: 422, messageId: 'errors.api.default', serverErrorMessage: 'x'.repeat(500) });
    expect(describeApiError(error, intl)).toHaveLength(MAX_SERVER_TEXT_LENGTH);
  });
});
