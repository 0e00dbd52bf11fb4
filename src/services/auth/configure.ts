import { Amplify, type ResourcesConfig } from 'aws-amplify';
import 'aws-amplify/auth/enable-oauth-listener';
import { cognitoCredentialsProvider, cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import {
  ConsoleLogger,
  defaultStorage,
  sessionStorage as amplifySessionStorage,
  type KeyValueStorageInterface,
} from 'aws-amplify/utils';
import { config } from '../config/env';
import { readRememberMe, sessionArea, type StorageArea } from '../storage';
import { buildAmplifyConfig, type AuthEnvironment } from './amplify-config';
import { clearAmplifyTokenEntries } from './token-entries';

export { clearAllAuthEntries, clearAmplifyTokenEntries, forgetTabSession } from './token-entries';

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
