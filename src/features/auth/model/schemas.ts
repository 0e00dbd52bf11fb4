// zod's tree-shakable build.
import * as z from 'zod/mini';
import { meetsPasswordPolicy, PASSWORD_MAX_LENGTH } from '@/design-system';

import { validationIds } from './validation-ids';

export { validationIds };

const ids = validationIds;

/** Names: trimmed, required, at most 60 characters (the identity contract). */
export const NAME_MAX_LENGTH = 60;
/** Sign-up and reset codes are six digits. */
export const CODE_LENGTH = 6;

export const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, { error: ids.emailRequired, abort: true })),
  z.email({ error: ids.emailInvalid }),
);

/** A required name field (first or last name). */
export const nameField = (required: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(NAME_MAX_LENGTH, { error: ids.nameTooLong }));

/** A new password: Cognito's default policy (the checklist shows which rules are missing). */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(1, { error: ids.passwordRequired, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: ids.passwordTooLong }),
    z.refine(meetsPasswordPolicy, { error: ids.passwordPolicy }),
  );

export const codeField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: ids.codeRequired, abort: true }),
    z.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: ids.codeFormat }),
  );

/**
 * The phone input's value (the design system's PhoneValue, the spec's validity flag included): required,
 * and valid for the selected country or in international format. E.164 is what is sent.
 */
export const phoneField = z.object({ e164: z.optional(z.string()), isValid: z.boolean(), nationalNumber: z.string() }).check(
  z.superRefine((phone, ctx) => {
    if (phone.nationalNumber === '' && !phone.e164) ctx.addIssue({ code: 'custom', message: ids.phoneRequired });
    else if (!phone.isValid || !phone.e164) ctx.addIssue({ code: 'custom', message: ids.phoneInvalid });
  }),
);
export type PhoneFieldValue = z.input<typeof phoneField>;
export const EMPTY_PHONE: PhoneFieldValue = { e164: undefined, isValid: false, nationalNumber: '' };

/** Adds "passwords differ" on confirmPassword when both are filled in. */
function withMatchingPasswords<T extends { password: string; confirmPassword: string }>(value: T, ctx: z.core.$RefinementCtx<T>) {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: ids.passwordsDiffer });
  }
}

const confirmPasswordField = z.string().check(z.minLength(1, { error: ids.confirmPasswordRequired, abort: true }));

export type { SignInValues } from './sign-in-form';

export const signUpSchema = z
  .object({
    firstName: nameField(ids.firstNameRequired),
    lastName: nameField(ids.lastNameRequired),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, { error: ids.termsRequired })),
  })
  .check(z.superRefine(withMatchingPasswords));
export type SignUpValues = z.input<typeof signUpSchema>;

export const confirmCodeSchema = z.object({ code: codeField });
export type ConfirmCodeValues = z.input<typeof confirmCodeSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequestValues = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordSchema = z
  .object({ code: codeField, password: newPasswordField, confirmPassword: confirmPasswordField })
  .check(z.superRefine(withMatchingPasswords));
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
