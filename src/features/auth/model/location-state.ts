import * as z from 'zod/mini';

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

const schema = z.object({
  email: z.optional(z.string().check(z.maxLength(320))),
  confirmEmail: z.optional(z.string().check(z.maxLength(320))),
  notice: z.optional(z.enum(['emailConfirmed'])),
});

/** Reads the state another auth screen left; anything else (or nothing) reads as {}. */
export function readAuthLocationState(state: unknown): AuthLocationState {
  const parsed = schema.safeParse(state);
  if (!parsed.success) return {};
  const { email, confirmEmail, notice } = parsed.data;
  return {
    ...(email ? { email } : {}),
    ...(confirmEmail ? { confirmEmail } : {}),
    ...(notice ? { notice } : {}),
  };
}
