/**
 * Where the HTTP clients get the access token for the Authorization header. The auth layer plugs in its
 * source (the session, which refreshes an expired token before returning it); tests and stories plug in a
 * demo token. Kept apart from the clients so the HTTP layer never depends on how sign-in works.
 *
 * Every service call is protected (each contract declares the bearer scheme), so a call is never sent without
 * a token: no token, or a source that fails, rejects the call before it leaves (see `authAndContentType`).
 */
export type AccessTokenSource = () => Promise<string | undefined>;

const signedOut: AccessTokenSource = () => Promise.resolve(undefined);

let current: AccessTokenSource = signedOut;

/** Replaces the token source; pass nothing to go back to the default (no token: calls are refused). */
export function setAccessTokenSource(source?: AccessTokenSource): void {
  current = source ?? signedOut;
}

/** The current access token, or undefined when signed out. Rejects when the source fails (e.g. offline refresh). */
export function getAccessToken(): Promise<string | undefined> {
  return current();
}
