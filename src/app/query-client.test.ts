import { describe, expect, it } from 'vitest';
import { ApiError } from '@/services/http';
import { failureMessage } from './query-client';

describe('failureMessage', () => {
  it('says a call was refused for want of a token in the catalogue words, whatever the call', () => {
    const refused = new ApiError({
      status: 401,
      messageId: 'errors.auth.notAuthenticated',
      operation: 'GET /wallet/api/v1/accounts',
    });
    expect(failureMessage(refused, 'errors.wallet.accounts')).toEqual({ id: 'errors.auth.notAuthenticated' });
  });

  it("keeps the call's own message for a failure the server answered", () => {
    const failed = new ApiError({ status: 500, messageId: 'errors.wallet.accounts' });
    expect(failureMessage(failed, 'errors.wallet.accounts')).toEqual({ id: 'errors.wallet.accounts' });
  });
});
