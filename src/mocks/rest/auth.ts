import { allDemoUsers } from '../fixtures/demo-users';
import { getDb } from '../db/store';
import type { StoredUser } from '../db/types';

export interface TokenClaims {
  sub?: string;
  exp?: number;
  'custom:user_id'?: string;
  'cognito:groups'?: string[];
  [claim: string]: unknown;
}

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The payload of a JWT, read without verifying the signature (the demo backend trusts its own tokens). */
export function decodeJwt(token: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The user a request acts for: `custom:user_id` names the identity record; otherwise the `sub` claim is
 * matched against the users' records, then the demo users. Undefined (→ 401) without a token, with an unreadable or expired one,
 * or when the user no longer exists (deleted).
 */
export function authenticate(request: Request): StoredUser | undefined {
  const token = bearerToken(request);
  const claims = token ? decodeJwt(token) : undefined;
  if (!claims) return undefined;
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return undefined;
  const users = getDb().users;
  const byId =
    typeof claims['custom:user_id'] === 'string' ? users.find((user) => user.id === claims['custom:user_id']) : undefined;
  if (byId) return byId;
  // Cognito's access tokens carry no custom attributes: people who signed up in the demo are found by sub.
  const bySub = typeof claims.sub === 'string' ? users.find((user) => user.sub === claims.sub) : undefined;
  if (bySub) return bySub;
  const demoUser = allDemoUsers.find((user) => user.sub === claims.sub);
  return demoUser ? users.find((user) => user.id === demoUser.userId) : undefined;
}

export function isAdmin(user: StoredUser): boolean {
  return allDemoUsers.some((demo) => demo.userId === user.id && demo.groups.includes('admin'));
}
