import { setAccessTokenSource } from '@/services/http';
import { config } from '@/services/config/env';
import { demoUsers, type DemoUser } from './fixtures/demo-users';

export type DemoUserKey = keyof typeof demoUsers;

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const resolve = (user: DemoUser | DemoUserKey): DemoUser => (typeof user === 'string' ? demoUsers[user] : user);

/**
 * An unsigned access token for a demo user, shaped like Cognito's (the demo backend reads the claims
 * without verifying them). `expiresInSeconds` may be negative to get an expired token.
 */
export function demoAccessToken(user: DemoUser | DemoUserKey = 'customer', { expiresInSeconds = 3600 } = {}): string {
  const demoUser = resolve(user);
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'none', typ: 'JWT', kid: 'demo' };
  const payload = {
    sub: demoUser.sub,
    'custom:user_id': demoUser.userId,
    'cognito:username': demoUser.email,
    'cognito:groups': demoUser.groups,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin openid profile email',
    client_id: config.cognito.userPoolClientId,
    iss: `https://cognito-idp.${config.cognito.region}.amazonaws.com/${config.cognito.userPoolId}`,
    origin_jti: `demo-${demoUser.userId}`,
    iat: now,
    exp: now + expiresInSeconds,
  };
  return `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}.demo-signature`;
}

/**
 * Makes every API call act as a demo user (a fresh token per call), for tests and stories:
 * `actAsDemoUser()` is the demo customer; `actAsDemoUser('admin')`, `'newcomer'` (no data yet)…
 */
export function actAsDemoUser(user: DemoUser | DemoUserKey = 'customer'): DemoUser {
  const demoUser = resolve(user);
  setAccessTokenSource(() => Promise.resolve(demoAccessToken(demoUser)));
  return demoUser;
}

/** Calls go out without a token (the backend answers 401). */
export function actSignedOut(): void {
  setAccessTokenSource();
}
