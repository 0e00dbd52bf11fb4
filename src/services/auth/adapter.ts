import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
  fetchUserAttributes as amplifyFetchUserAttributes,
  getCurrentUser as amplifyGetCurrentUser,
  resendSignUpCode as amplifyResendSignUpCode,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signInWithRedirect as amplifySignInWithRedirect,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  type AuthUser,
  type FetchUserAttributesOutput,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import { markSignedIn, writeRememberMe } from '../storage';
import { hasIdentityPool } from './amplify-config';
import { clearAllAuthEntries, ensureAuthConfigured, selectTokenStorage } from './configure';
import { classifyRefreshFailure, errorName, RefreshError } from './errors';
import { revokeRefreshToken as revokeWithCognito } from './revoke-token';

/**
 * The Amplify v6 adapter: the only module that calls `aws-amplify/auth`. Its functions are the real
 * implementations of the session and sign-out machines' injected actors, and what the auth screens call.
 */

import { sessionOfTokens, type AuthSession } from './stored-session';

export { profileOf, type AuthSession } from './stored-session';
export { configureAuth } from './configure';

/**
 * Reads the stored session without calling the network (no refresh). Null when there is none. Throws
 * 'Invalid token' when tokens are stored but cannot be read.
 */
export async function loadSession(): Promise<AuthSession | null> {
  ensureAuthConfigured();
  const { tokenOrchestrator } = cognitoUserPoolsTokenProvider;
  // Back from the hosted sign-in (/slanding), Amplify is still trading the redirect for tokens: reading the
  // store now would find none and send the customer back to sign-in. Amplify's own getTokens waits the same way.
  await tokenOrchestrator.waitForInflightOAuth();
  const tokens = await tokenOrchestrator.getTokenStore().loadTokens();
  if (!tokens) return null;
  return sessionOfTokens({
    accessToken: tokens.accessToken.toString(),
    idToken: tokens.idToken?.toString(),
    clockDrift: tokens.clockDrift,
    username: tokens.username,
  });
}

/**
 * Refreshes the tokens now (Amplify: GetTokensFromRefreshToken). Rejects with a RefreshError whose kind
 * decides what the session does: Amplify answers a refused refresh token with no tokens (and clears them),
 * and throws after retrying network and server errors (keeping them).
 */
export async function refreshSession(): Promise<AuthSession> {
  ensureAuthConfigured();
  let refreshed: boolean;
  try {
    const { tokens } = await fetchAuthSession({ forceRefresh: true });
    refreshed = tokens !== undefined;
  } catch (error) {
    throw new RefreshError(classifyRefreshFailure(error), error);
  }
  if (!refreshed) throw new RefreshError('notAuthorized');
  const session = await loadSession();
  if (!session) throw new RefreshError('notAuthorized');
  return session;
}

/** Removes the stored tokens and user locally, without calling the provider. */
export async function clearLocalSession(): Promise<void> {
  ensureAuthConfigured();
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens();
  clearAllAuthEntries();
}

/** Identity-pool credentials are refreshed on a timer only when an identity pool is configured. */
export function identityPoolConfigured(): boolean {
  return hasIdentityPool(ensureAuthConfigured());
}

/** Fetches fresh identity-pool credentials (GetId / GetCredentialsForIdentity), keeping valid tokens. */
export async function refreshIdentityCredentials(): Promise<void> {
  ensureAuthConfigured();
  await Amplify.clearCredentials();
  const { credentials } = await fetchAuthSession();
  if (!credentials)
    throw Object.assign(new Error('The identity pool returned no credentials.'), { name: 'CredentialsNotFoundException' });
}

// ── sign-in, sign-up, password reset ────────────────────────────────────────────────────────────────────
export type SignInResult =
  | { status: 'signedIn' }
  /** The account exists but its email is not confirmed yet: confirm with the code, then sign in again. */
  | { status: 'confirmSignUp' }
  /** The provider requires a new password: use forgot-password. */
  | { status: 'resetPassword' }
  /** A challenge this product does not offer (e.g. MFA set up outside it). */
  | { status: 'unsupported'; step: string };

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Signs in with USER_PASSWORD_AUTH. The rememberMe flag is written and the token storage selected before
 * Amplify stores the tokens; on success the signed_in marker is written. Amplify then announces
 * `signedIn` on the Hub, which the session machine follows. Errors are Amplify's (name = Cognito's
 * exception: NotAuthorizedException, UserNotFoundException, …); see `authErrorCode`.
 */
export async function signIn({ email, password, rememberMe }: SignInInput): Promise<SignInResult> {
  ensureAuthConfigured();
  // The choice is recorded before Amplify stores tokens and announces `signedIn`: the session machine reads
  // the flag to place the user record, and it reacts to the announcement before signIn() returns.
  writeRememberMe(rememberMe);
  selectTokenStorage(rememberMe);
  const input = { username: email.trim(), password, options: { authFlowType: 'USER_PASSWORD_AUTH' as const } };
  let output;
  try {
    output = await amplifySignIn(input);
  } catch (error) {
    // Leftover tokens of an earlier session (e.g. in another storage area) block a new sign-in.
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await amplifySignOut();
    output = await amplifySignIn(input);
  }
  const step = output.nextStep.signInStep;
  if (output.isSignedIn || step === 'DONE') {
    markSignedIn();
    return { status: 'signedIn' };
  }
  if (step === 'CONFIRM_SIGN_UP') return { status: 'confirmSignUp' };
  if (step === 'RESET_PASSWORD') return { status: 'resetPassword' };
  return { status: 'unsupported', step };
}

/** Whether this build has a hosted sign-in (an OAuth domain is configured; never in demo mode). */
export function hostedSignInConfigured(): boolean {
  return Boolean(ensureAuthConfigured().Auth?.Cognito.loginWith?.oauth);
}

/**
 * Sends the browser to the provider's hosted sign-in, which returns to /slanding. The rememberMe choice is
 * recorded (and the token storage selected) first, so the tokens Amplify stores on return land where the
 * spec's storage rule says. Rejects when no hosted sign-in is configured.
 */
export async function signInWithHostedUi({ rememberMe }: { rememberMe: boolean }): Promise<void> {
  ensureAuthConfigured();
  writeRememberMe(rememberMe);
  selectTokenStorage(rememberMe);
  await amplifySignInWithRedirect();
}

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  lastname: string;
  /** E.164 (e.g. +905321234567); sent as Cognito's standard phone_number attribute. */
  phoneNumber?: string;
}

export interface CodeDelivery {
  /** Where the code went, masked by the provider (e.g. d***@w***). */
  destination: string | undefined;
}

export type SignUpResult = ({ status: 'confirmSignUp' } & CodeDelivery) | { status: 'done' };

/** Registers a new account (username = email); the provider emails a confirmation code. */
export async function signUp({ email, password, name, lastname, phoneNumber }: SignUpInput): Promise<SignUpResult> {
  ensureAuthConfigured();
  const phone = phoneNumber?.trim();
  const output = await amplifySignUp({
    username: email.trim(),
    password,
    options: {
      userAttributes: {
        email: email.trim(),
        given_name: name.trim(),
        family_name: lastname.trim(),
        ...(phone ? { phone_number: phone } : {}),
      },
    },
  });
  if (output.nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
    return { status: 'confirmSignUp', destination: output.nextStep.codeDeliveryDetails.destination };
  }
  return { status: 'done' };
}

export async function confirmSignUp({ email, code }: { email: string; code: string }): Promise<void> {
  ensureAuthConfigured();
  await amplifyConfirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
}

export async function resendSignUpCode({ email }: { email: string }): Promise<CodeDelivery> {
  ensureAuthConfigured();
  const output = await amplifyResendSignUpCode({ username: email.trim() });
  return { destination: output.destination };
}

/** Forgot password: the provider emails a code to reset it with. */
export async function requestPasswordReset({ email }: { email: string }): Promise<CodeDelivery> {
  ensureAuthConfigured();
  const output = await amplifyResetPassword({ username: email.trim() });
  return { destination: output.nextStep.codeDeliveryDetails.destination };
}

export async function confirmPasswordReset({
  email,
  code,
  newPassword,
}: {
  email: string;
  code: string;
  newPassword: string;
}): Promise<void> {
  ensureAuthConfigured();
  await amplifyConfirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
}

export async function getCurrentUser(): Promise<AuthUser> {
  ensureAuthConfigured();
  return amplifyGetCurrentUser();
}

/** The user's attributes from the provider (Cognito GetUser). */
export async function fetchUserAttributes(): Promise<FetchUserAttributesOutput> {
  ensureAuthConfigured();
  return amplifyFetchUserAttributes();
}

// ── sign-out ────────────────────────────────────────────────────────────────────────────────────────────
export interface SignOutOutcome {
  /** The session came from the hosted sign-in: Amplify sends the browser to the provider's logout page. */
  hostedOAuth: boolean;
  /** The refresh token as it was before sign-out, for the revoke that follows (null without a session). */
  refreshToken: string | null;
}

/**
 * Global sign-out (Cognito GlobalSignOut; Amplify ignores its failures). Amplify then removes the tokens and
 * announces `signedOut`, or — for a hosted sign-in — redirects to the provider's logout page. Rejects only
 * when sign-out cannot complete (e.g. the OAuth logout fails, or Auth is not configured).
 */
export async function signOutGlobally(): Promise<SignOutOutcome> {
  ensureAuthConfigured();
  const orchestrator = cognitoUserPoolsTokenProvider.tokenOrchestrator;
  const [tokens, oauthMetadata] = await Promise.all([
    orchestrator.getTokenStore().loadTokens(),
    orchestrator.getOAuthMetadata().catch(() => null),
  ]);
  const outcome: SignOutOutcome = {
    hostedOAuth: oauthMetadata?.oauthSignIn === true,
    refreshToken: tokens?.refreshToken ?? null,
  };
  await amplifySignOut({ global: true });
  return outcome;
}

/** Revokes a refresh token captured before sign-out (Cognito RevokeToken). */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await revokeWithCognito(ensureAuthConfigured(), refreshToken);
}

// ── Hub ─────────────────────────────────────────────────────────────────────────────────────────────────
export type AuthHubEvent =
  | { type: 'signedIn' }
  | { type: 'signedOut' }
  | { type: 'signInWithRedirect' }
  | { type: 'signInWithRedirect_failure'; error: unknown }
  | { type: 'tokenRefresh' }
  | { type: 'tokenRefresh_failure'; error: unknown };

/** Follows Amplify's auth Hub channel; returns the unsubscribe function. */
export function listenToAuthEvents(listener: (event: AuthHubEvent) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'signedOut':
      case 'signInWithRedirect':
      case 'tokenRefresh':
        listener({ type: payload.event });
        break;
      case 'signInWithRedirect_failure':
      case 'tokenRefresh_failure':
        listener({ type: payload.event, error: payload.data.error });
        break;
      default:
        break;
    }
  });
}

export { AUTH_ERROR_CODES, authErrorCode, type AuthErrorCode } from './error-codes';
