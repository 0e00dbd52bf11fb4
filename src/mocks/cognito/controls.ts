import type { DemoUser } from '../fixtures/demo-users';
import { cognitoState, fromDemoUser, type RefreshFault } from './state';

/**
 * Test and story controls of the Cognito mock. Call `cognitoMock.reset()` before each test that uses it:
 * MSW's resetHandlers() does not touch the mock's users, faults or counters.
 */
export const cognitoMock = {
  reset(): void {
    cognitoState.reset();
  },
  /** Lifetime of access and ID tokens issued from now on (default 300 s). 0 issues already-expired tokens. */
  setAccessTokenLifetime(seconds: number): void {
    cognitoState.accessTokenLifetimeSeconds = seconds;
  },
  /**
   * The next `times` refresh requests fail: `notAuthorized` (400 NotAuthorizedException), `serverError` (500
   * InternalErrorException) or `networkError` (the connection fails). Amplify retries server and network
   * errors 3 times in all, so one failed refresh of those kinds takes `times: 3`.
   */
  failNextRefresh(fault: RefreshFault, times = 1): void {
    cognitoState.queueRefreshFault(fault, times);
  },
  /** Refresh requests received (GetTokensFromRefreshToken and InitiateAuth REFRESH_TOKEN_AUTH, failed ones included). */
  refreshCalls(): number {
    return cognitoState.callCount('refresh');
  },
  /** Requests received for one X-Amz-Target operation, e.g. 'GlobalSignOut'. */
  callCount(operation: string): number {
    return cognitoState.callCount(operation);
  },
  /** Adds a user (unconfirmed with `confirmed: false`), e.g. to try the confirm-sign-up path. */
  addUser(user: DemoUser, { confirmed = true }: { confirmed?: boolean } = {}): void {
    cognitoState.addUser({ ...fromDemoUser(user), confirmed });
  },
  /** Makes every pending sign-up and password-reset code expired (ExpiredCodeException). */
  expirePendingCodes(): void {
    cognitoState.expireCodes();
  },
  /** Whether the mock knows this account and whether it is confirmed (undefined: unknown). */
  isConfirmed(email: string): boolean | undefined {
    return cognitoState.findByEmail(email)?.confirmed;
  },
};
