import type { ResourcesConfig } from 'aws-amplify';
import { regionOfUserPoolId } from './amplify-config';

/**
 * Revokes a refresh token (Cognito RevokeToken). Amplify only revokes inside its client-side signOut, which
 * cannot follow a global sign-out (that already removed the tokens), so the sign-out flow calls this with the
 * refresh token it captured before. The caller ignores failures (spec section 4).
 */
export async function revokeRefreshToken(resources: ResourcesConfig, refreshToken: string): Promise<void> {
  const cognito = resources.Auth?.Cognito;
  if (!cognito?.userPoolId || !cognito.userPoolClientId) throw new Error('Auth UserPool not configured.');
  const endpoint = cognito.userPoolEndpoint ?? `https://cognito-idp.${regionOfUserPoolId(cognito.userPoolId)}.amazonaws.com/`;
  const response = await globalThis.fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.RevokeToken',
    },
    body: JSON.stringify({ ClientId: cognito.userPoolClientId, Token: refreshToken }),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => ({}));
    const type = typeof body === 'object' && body !== null && '__type' in body ? String(body.__type) : `HTTP ${response.status}`;
    throw Object.assign(new Error(`RevokeToken failed: ${type}`), { name: type });
  }
}
