/**
 * What one auth screen hands the next through the router's location state (never a password: history
 * state can be written to disk by the browser).
 */
export type AuthNotice = 'emailConfirmed';

export interface AuthLocationState {
  /** Prefill the email field. */
  email?: string;
  /** Sign-up: open the confirmation step for this email (an unconfirmed account from sign-in). */
  confirmEmail?: string;
  /** Sign-in: a message to show above the form. */
  notice?: AuthNotice;
}

const MAX_EMAIL_LENGTH = 320;

/** A string of at most 320 characters; anything else is not this app's state. */
function emailOf(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH ? value : null;
}

/** Reads the state another auth screen left; anything else (or nothing) reads as {}. */
export function readAuthLocationState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return {};
  const record = state as Record<string, unknown>;
  const email = emailOf(record.email);
  const confirmEmail = emailOf(record.confirmEmail);
  const notice = record.notice;
  if (email === null || confirmEmail === null || (notice !== undefined && notice !== 'emailConfirmed')) return {};
  return {
    ...(email ? { email } : {}),
    ...(confirmEmail ? { confirmEmail } : {}),
    ...(notice ? { notice } : {}),
  };
}
