/** Unsigned, well-formed JWTs (RFC 7519 "unsecured": alg none, empty signature). Amplify never verifies them. */

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export type Claims = Record<string, unknown>;

export function encodeJwt(claims: Claims): string {
  return `${toBase64Url(JSON.stringify({ alg: 'none', typ: 'JWT', kid: 'wallet-demo' }))}.${toBase64Url(JSON.stringify(claims))}.`;
}

function parseObject(text: string): Claims | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/** The claims of a JWT the mock issued; null for anything else. */
export function decodeJwt(token: unknown): Claims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return parseObject(fromBase64Url(parts[1]));
  } catch {
    return null;
  }
}

const REFRESH_PREFIX = 'demo-refresh';

/**
 * Refresh tokens are opaque to the client (Cognito's are encrypted). The mock's carry their own claims, so a
 * session survives a page reload of the in-browser demo backend without a server-side token table.
 */
export function encodeRefreshToken(claims: { sub: string; origin_jti: string; iat: number; client_id: string }): string {
  return `${REFRESH_PREFIX}.${toBase64Url(JSON.stringify(claims))}`;
}

export function decodeRefreshToken(token: unknown): { sub: string; origin_jti: string; iat: number; client_id: string } | null {
  if (typeof token !== 'string' || !token.startsWith(`${REFRESH_PREFIX}.`)) return null;
  try {
    const claims = parseObject(fromBase64Url(token.slice(REFRESH_PREFIX.length + 1)));
    if (!claims) return null;
    const { sub, origin_jti: originJti, iat, client_id: clientId } = claims;
    if (typeof sub !== 'string' || typeof originJti !== 'string' || typeof iat !== 'number' || typeof clientId !== 'string')
      return null;
    return { sub, origin_jti: originJti, iat, client_id: clientId };
  } catch {
    return null;
  }
}
