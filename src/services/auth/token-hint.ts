/** The prefix of Amplify's own storage keys (`aws-amplify/auth/cognito`'s AUTH_KEY_PREFIX), named here so the
 * session can be read and cleared without loading Amplify. */
export const AUTH_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/**
 * Whether either storage area holds an access token of Amplify's, for any client: a cheap hint, before the
 * configuration is read, that the app will start signed in (readStoredTokens reads the session itself).
 */
export function mayHaveStoredSession(): boolean {
  try {
    for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
      for (let index = 0; index < (storage?.length ?? 0); index++) {
        const key = storage?.key(index);
        if (key?.startsWith(`${AUTH_KEY_PREFIX}.`) && key.endsWith('.accessToken')) return true;
      }
    }
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  return false;
}
