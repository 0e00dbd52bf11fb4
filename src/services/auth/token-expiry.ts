/** Tokens count as expired this many seconds early, so a request never leaves with a token about to lapse. */
export const EXPIRY_TOLERANCE_SECONDS = 5;

export interface ExpiryCheck {
  /** The access token's `exp` claim, in seconds since the epoch. */
  exp: number;
  /**
   * Clock drift in milliseconds: the identity provider's clock minus ours, measured when the tokens were
   * issued (Amplify stores it as `clockDrift`).
   */
  clockDriftMs: number;
  /** Our clock, in milliseconds (Date.now()). */
  nowMs: number;
  toleranceSeconds?: number;
}

/**
 * Whether the access token has expired, compared in seconds on the provider's clock (ours plus the drift),
 * with a few seconds of tolerance (spec section 4).
 */
export function isAccessTokenExpired({
  exp,
  clockDriftMs,
  nowMs,
  toleranceSeconds = EXPIRY_TOLERANCE_SECONDS,
}: ExpiryCheck): boolean {
  if (!Number.isFinite(exp)) return true;
  const providerNowSeconds = Math.floor((nowMs + (Number.isFinite(clockDriftMs) ? clockDriftMs : 0)) / 1000);
  return providerNowSeconds + toleranceSeconds >= exp;
}
