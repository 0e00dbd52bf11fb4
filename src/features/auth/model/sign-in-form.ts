import { validationIds } from './validation-ids';

/**
 * The sign-in form's validation, by hand: the sign-in screen is every visitor's first screen, and a schema
 * library (≈14 kB gzip) would be downloaded for two checks. Same rules and messages as the other auth forms.
 */
export interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** zod's `z.email()` pattern, which the other auth forms use (a test keeps the two the same). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type SignInField = 'email' | 'password';

/** The first problem of each field, as a catalogue id. */
export type SignInProblems = Partial<Record<SignInField, string>>;

/** The first problem of each field, as a catalogue id; the values as submitted (the email trimmed). */
export function validateSignIn(values: SignInValues): {
  values: SignInValues;
  problems: SignInProblems;
} {
  const email = values.email.trim();
  const problems: SignInProblems = {};
  if (email === '') problems.email = validationIds.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) problems.email = validationIds.emailInvalid;
  if (values.password === '') problems.password = validationIds.passwordRequired;
  return { values: { ...values, email }, problems };
}
