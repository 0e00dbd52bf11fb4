import { Amplify, type ResourcesConfig } from 'aws-amplify';
import 'aws-amplify/auth/enable-oauth-listener';
import { AUTH_KEY_PREFIX, cognitoCredentialsProvider, cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import {
  ConsoleLogger,
  defaultStorage,
  sessionStorage as amplifySessionStorage,
  type KeyValueStorageInterface,
} from 'aws-amplify/utils';
import { config } from '../config/env';
import {
  readRememberMe,
  removeItem,
  removeKeysWithPrefix,
  removeStoredUser,
  sessionArea,
  storageKeys,
  type StorageArea,
} from '../storage';
import { buildAmplifyConfig, type AuthEnvironment } from './amplify-config';

let current: ResourcesConfig | undefined;

/** Amplify's key-value storage for one area: localStorage (persistent) or the tab's sessionStorage. */
function amplifyStorage(area: StorageArea): KeyValueStorageInterface {
  return area === 'local' ? defaultStorage : amplifySessionStorage;
}

/**
 * Configures Amplify Auth once for this build. The token provider is passed in configure's second argument:
 * otherwise every Amplify.configure() would reset token storage to localStorage (TOOLCHAIN.md), and the
 * remember-me rule would silently stop holding.
 */
export function configureAuth(env: AuthEnvironment = config): ResourcesConfig {
  const resources = buildAmplifyConfig(env);
  // The demo points Amplify at the Cognito mock on purpose; its warning about a custom endpoint is noise there.
  if (env.demoMode && ConsoleLogger.LOG_LEVEL === null) ConsoleLogger.LOG_LEVEL = 'ERROR';
  if (!resources.Auth) throw new Error('Auth UserPool not configured.');
  cognitoUserPoolsTokenProvider.setAuthConfig(resources.Auth);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(amplifyStorage(sessionArea(readRememberMe())));
  Amplify.configure(resources, {
    Auth: { tokenProvider: cognitoUserPoolsTokenProvider, credentialsProvider: cognitoCredentialsProvider },
  });
  current = resources;
  return resources;
}

/** The active Auth configuration, configuring from the build's environment on first use. */
export function ensureAuthConfigured(): ResourcesConfig {
  return current ?? configureAuth();
}

/** Keys of Amplify's hosted-OAuth flow: they must survive a storage switch (they live in localStorage). */
const OAUTH_FLOW_KEYS = ['inflightOAuth', 'inflightOAuthDeadline', 'oauthPKCE', 'oauthState', 'oauthSignIn'];

function isOAuthFlowKey(key: string): boolean {
  return OAUTH_FLOW_KEYS.some((name) => key.endsWith(`.${name}`));
}

/** Removes Amplify's token entries (tokens, clock drift, device keys, sign-in details, last user) from one area. */
export function clearAmplifyTokenEntries(area: StorageArea): void {
  removeKeysWithPrefix(`${AUTH_KEY_PREFIX}.`, area, isOAuthFlowKey);
}

/**
 * Applies the spec's remember-me rule before a sign-in stores tokens: with rememberMe Amplify's tokens go to
 * persistent storage and the auth entries in session storage are cleared; without it they go to session
 * storage and any persistent copies of an earlier session are removed.
 */
export function selectTokenStorage(rememberMe: boolean): void {
  ensureAuthConfigured();
  const target = sessionArea(rememberMe);
  const other: StorageArea = target === 'local' ? 'session' : 'local';
  clearAmplifyTokenEntries(other);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(amplifyStorage(target));
}

/**
 * After a sign-out in another tab: drops this tab's own copy of the session (its session-storage tokens and
 * user), never the persistent entries the signing-out tab is still using for the provider's sign-out.
 */
export function forgetTabSession(): void {
  clearAmplifyTokenEntries('session');
  removeItem(storageKeys.user, 'session');
}

/** Drops every auth entry from both areas (tokens and the stored user), e.g. when tokens cannot be read. */
export function clearAllAuthEntries(): void {
  clearAmplifyTokenEntries('local');
  clearAmplifyTokenEntries('session');
  removeStoredUser();
}
