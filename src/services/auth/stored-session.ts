import { buildUserProfile, type JwtClaims, type StoredUser } from '../storage';
import { decodeJwtClaims } from './jwt';
import type { StoredTokens } from './token-entries';

/** The tokens of the current session, decoded. */
export interface AuthSession {
  accessToken: string;
  idToken: string;
  accessClaims: JwtClaims;
  idClaims: JwtClaims;
  /** The access token's exp claim (seconds). */
  accessTokenExp: number;
  /** The provider's clock minus ours, in ms, measured when the tokens were issued. */
  clockDriftMs: number;
  /** The name the tokens are stored under (Amplify's last authenticated user). */
  username: string;
}

/** The `cognito_user` record of a session. */
export function profileOf(session: AuthSession): StoredUser {
  return buildUserProfile(session);
}

/** A session from stored tokens; null without an ID token. Throws 'Invalid token' for a token it cannot read. */
export function sessionOfTokens(tokens: StoredTokens): AuthSession | null {
  const { accessToken, idToken } = tokens;
  if (!idToken) return null;
  const accessClaims = decodeJwtClaims(accessToken);
  const idClaims = decodeJwtClaims(idToken);
  const exp = accessClaims.exp;
  return {
    accessToken,
    idToken,
    accessClaims,
    idClaims,
    accessTokenExp: typeof exp === 'number' ? exp : Number.NaN,
    clockDriftMs: Number.isFinite(tokens.clockDrift) ? tokens.clockDrift : 0,
    username: tokens.username,
  };
}
