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
export { clearAllAuthEntries, configureAuth, ensureAuthConfigured, forgetTabSession, selectTokenStorage } from './configure';
export {
  AUTH_ERROR_CODES,
  authErrorCode,
  clearLocalSession,
  confirmPasswordReset,
  confirmSignUp,
  fetchUserAttributes,
  getCurrentUser,
  hostedSignInConfigured,
  identityPoolConfigured,
  listenToAuthEvents,
  loadSession,
  profileOf,
  refreshIdentityCredentials,
  refreshSession,
  requestPasswordReset,
  resendSignUpCode,
  revokeRefreshToken,
  signIn,
  signInWithHostedUi,
  signOutGlobally,
  signUp,
  type AuthErrorCode,
  type AuthHubEvent,
  type AuthSession,
  type CodeDelivery,
  type SignInInput,
  type SignInResult,
  type SignOutOutcome,
  type SignUpInput,
  type SignUpResult,
} from './adapter';
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
