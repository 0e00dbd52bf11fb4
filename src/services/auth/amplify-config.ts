import type { ResourcesConfig } from 'aws-amplify';
import { DEMO_USER_POOL_ENDPOINT } from '../config/demo-hosts';
import { AuthValidationError } from './errors';

// Where the demo backend's Cognito mock listens: beside the demo's other hosts (the build's CSP reads them).
export { DEMO_USER_POOL_ENDPOINT };

/** Hosted sign-in scopes (spec section 1): profile, email, openid and the provider's user-admin scope. */
export const OAUTH_SCOPES = ['profile', 'email', 'openid', 'aws.cognito.signin.user.admin'] as const;

export interface CognitoSettings {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  identityPoolId: string | undefined;
  oauthDomain: string | undefined;
  /** A Cognito-compatible emulator's URL (VITE_COGNITO_ENDPOINT); AWS's regional host when absent. */
  userPoolEndpoint?: string | undefined;
  /** The identity-pool equivalent (VITE_COGNITO_IDENTITY_ENDPOINT). */
  identityPoolEndpoint?: string | undefined;
}

/** The part of the app configuration (src/services/config/env.ts) that auth reads. */
export interface AuthEnvironment {
  demoMode: boolean;
  /** Origin of the wallet app: hosted sign-in returns to {walletHost}/slanding, sign-out to {walletHost}/. */
  walletHost: string;
  cognito: CognitoSettings;
}

/** The region part of a user pool id (`eu-central-1_AbC`); 'Invalid user pool id provided.' without an underscore. */
export function regionOfUserPoolId(userPoolId: string): string {
  const separator = userPoolId.indexOf('_');
  const region = userPoolId.slice(0, separator);
  if (separator < 0 || region === '' || separator === userPoolId.length - 1) {
    throw new AuthValidationError('Invalid user pool id provided.', 'errors.auth.invalidUserPoolId');
  }
  return region;
}

/** The region part of an identity pool id (`eu-central-1:uuid`); refused without a colon. */
export function regionOfIdentityPoolId(identityPoolId: string): string {
  const separator = identityPoolId.indexOf(':');
  const region = identityPoolId.slice(0, separator);
  if (separator < 0 || region === '' || separator === identityPoolId.length - 1) {
    throw new AuthValidationError('Invalid identity pool id provided.');
  }
  return region;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Amplify's Auth configuration for this build (pure). Real backends: the configured user pool, web client,
 * identity pool (when set) and hosted OAuth domain (response type token, redirect sign-in /slanding, sign-out
 * /). Demo mode: the same shape pointed at the Cognito mock — no hosted OAuth domain (there is no hosted UI
 * to redirect to) and no identity pool (nothing in the product calls AWS with identity credentials; see
 * docs/decisions/0005-session-and-auth.md).
 */
export function buildAmplifyConfig(env: AuthEnvironment): ResourcesConfig {
  const { cognito } = env;
  const poolRegion = regionOfUserPoolId(cognito.userPoolId);
  if (cognito.region && poolRegion !== cognito.region) {
    throw new AuthValidationError(
      `The user pool ${cognito.userPoolId} is in ${poolRegion}, but the configured region is ${cognito.region}.`,
    );
  }
  if (!cognito.userPoolClientId) throw new AuthValidationError('Auth UserPool not configured.');

  const userPool = {
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.userPoolClientId,
    signUpVerificationMethod: 'code' as const,
    loginWith: { email: true },
  };
  // An emulator (LocalStack, cognito-local, moto) by configuration, without DNS tricks.
  const endpoints = {
    ...(cognito.userPoolEndpoint ? { userPoolEndpoint: cognito.userPoolEndpoint } : {}),
  };

  if (env.demoMode) {
    return { Auth: { Cognito: { ...userPool, userPoolEndpoint: DEMO_USER_POOL_ENDPOINT } } };
  }

  const host = withoutTrailingSlash(env.walletHost);
  const oauth = cognito.oauthDomain
    ? {
        domain: cognito.oauthDomain.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
        scopes: [...OAUTH_SCOPES],
        redirectSignIn: [`${host}/slanding`],
        redirectSignOut: [`${host}/`],
        responseType: 'token' as const,
      }
    : undefined;
  const loginWith = oauth ? { ...userPool.loginWith, oauth } : userPool.loginWith;

  if (cognito.identityPoolId) {
    regionOfIdentityPoolId(cognito.identityPoolId);
    const identityEndpoint = cognito.identityPoolEndpoint ? { identityPoolEndpoint: cognito.identityPoolEndpoint } : {};
    return {
      Auth: {
        Cognito: { ...userPool, ...endpoints, ...identityEndpoint, loginWith, identityPoolId: cognito.identityPoolId },
      },
    };
  }
  return { Auth: { Cognito: { ...userPool, ...endpoints, loginWith } } };
}

/** Whether identity-pool credentials are part of the session (then they are refreshed every 50 minutes). */
export function hasIdentityPool(config: ResourcesConfig): boolean {
  return Boolean(config.Auth?.Cognito.identityPoolId);
}
