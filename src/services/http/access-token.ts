/**
 * Where the HTTP clients get the access token for the Authorization header. The auth layer plugs in its
 * source (Amplify, which refreshes an expired token before returning it); tests and stories plug in a demo
 * token. Kept apart from the clients so the HTTP layer never depends on how sign-in works.
 */
export type AccessTokenSource = () => Promise<string | undefined>;

const signedOut: AccessTokenSource = () => Promise.resolve(undefined);

let current: AccessTokenSource = signedOut;

/** Replaces the token source; pass nothing to go back to the default (no token: calls go out without one). */
export function setAccessTokenSource(source?: AccessTokenSource): void {
  current = source ?? signedOut;
}

/** The current access token, or undefined when signed out. A failing source counts as signed out. */
export async function getAccessToken(): Promise<string | undefined> {
  try {
    return await current();
  } catch {
    return undefined;
  }
}
