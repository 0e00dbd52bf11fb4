import type { JwtClaims } from '../storage';
import { AuthValidationError } from './errors';

const INVALID_TOKEN = 'Invalid token';

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** A JWT has exactly three dot-separated parts, the first two non-empty (spec section 5). */
export function isWellFormedJwt(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts[0] !== '' && parts[1] !== '';
}

/**
 * Reads the claims of a JWT without verifying it (the identity provider's tokens are verified by the
 * services that receive them). Throws 'Invalid token' (errors.auth.invalidToken) for anything that is not
 * three dot-separated parts with a JSON object as payload.
 */
export function decodeJwtClaims(token: unknown): JwtClaims {
  if (!isWellFormedJwt(token)) throw new AuthValidationError(INVALID_TOKEN, 'errors.auth.invalidToken');
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(token.split('.')[1] ?? ''));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new Error('not an object');
    return payload as JwtClaims;
  } catch {
    throw new AuthValidationError(INVALID_TOKEN, 'errors.auth.invalidToken');
  }
}
