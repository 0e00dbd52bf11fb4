import { config } from '../config/env';
import { removeItem, removeKeysWithPrefix, removeStoredUser, sessionArea, storageKeys, type StorageArea } from '../storage';
import { AUTH_KEY_PREFIX } from './token-hint';

export { AUTH_KEY_PREFIX };

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

function storageOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Amplify's stored tokens, read the way its DefaultTokenStore reads them (same area, same keys). */
export interface StoredTokens {
  accessToken: string;
  idToken: string | undefined;
  clockDrift: number;
  username: string;
}

/**
 * The tokens Amplify stored for this app's client in the area the remember-me rule selects, or null when
 * there is no access token (Amplify's loadTokens then finds no session either).
 */
export function readStoredTokens(clientId: string = config.cognito.userPoolClientId): StoredTokens | null {
  try {
    const storage = storageOf(sessionArea());
    if (!storage) return null;
    const base = `${AUTH_KEY_PREFIX}.${clientId}`;
    const username = storage.getItem(`${base}.LastAuthUser`) ?? 'username';
    const accessToken = storage.getItem(`${base}.${username}.accessToken`);
    if (!accessToken) return null;
    const drift = Number.parseInt(storage.getItem(`${base}.${username}.clockDrift`) ?? '0', 10);
    return {
      accessToken,
      idToken: storage.getItem(`${base}.${username}.idToken`) ?? undefined,
      clockDrift: drift,
      username,
    };
  } catch {
    return null;
  }
}

/** Amplify is completing a hosted sign-in (back on /slanding): only Amplify can tell when the tokens are there. */
export function hostedSignInInFlight(): boolean {
  const storage = storageOf('local');
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(`${AUTH_KEY_PREFIX}.`) && key.endsWith('.inflightOAuth') && storage.getItem(key) === 'true') return true;
  }
  return false;
}
