export {
  buildAmplifyConfig,
  DEMO_USER_POOL_ENDPOINT,
  hasIdentityPool,
  OAUTH_SCOPES,
  regionOfIdentityPoolId,
  regionOfUserPoolId,
  type AuthEnvironment,
  type CognitoSettings,
} from './amplify-config';
export { clearAllAuthEntries, forgetTabSession } from './token-entries';
export { AUTH_ERROR_CODES, authErrorCode, type AuthErrorCode } from './error-codes';
export { profileOf, type AuthSession } from './stored-session';
export type { AuthHubEvent, CodeDelivery, SignInInput, SignInResult, SignOutOutcome, SignUpInput, SignUpResult } from './adapter';
export {
  clearLocalSession,
  configureAuth,
  confirmPasswordReset,
  confirmSignUp,
  fetchUserAttributes,
  getCurrentUser,
  hostedSignInConfigured,
  identityPoolConfigured,
  listenToAuthEvents,
  loadAmplify,
  loadSession,
  refreshIdentityCredentials,
  refreshSession,
  requestPasswordReset,
  resendSignUpCode,
  revokeRefreshToken,
  signIn,
  signInWithHostedUi,
  signOutGlobally,
  signUp,
} from './lazy-adapter';
export { announceSignOutToOtherTabs, listenToOtherTabsSigningOut } from './tab-channel';
export {
  accessTokenSource,
  createSessionRefresher,
  REFRESH_LOCK_NAME,
  withRefreshLock,
  sessionRefresher,
  type AccessTokenSource,
  type SessionRefresher,
  type SessionRefresherDeps,
} from './access-token';
export { AuthValidationError, classifyRefreshFailure, RefreshError, type AuthMessageId, type RefreshFailureKind } from './errors';
export { decodeJwtClaims, isWellFormedJwt } from './jwt';
export { EXPIRY_TOLERANCE_SECONDS, isAccessTokenExpired, type ExpiryCheck } from './token-expiry';
