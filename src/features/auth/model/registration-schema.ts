// The details step after sign-up (/registered): its own module, so the sign-in, sign-up and reset screens do not
// carry the date reading it needs.
import * as z from 'zod/mini';
import { birthdateProblem, localToday, type BirthdateProblem } from '@/shared/dates';
import { nameField, validationIds as ids } from './schemas';

const BIRTHDATE_MESSAGES: Record<BirthdateProblem, string> = {
  invalid: ids.birthdateInvalid,
  future: ids.birthdateFuture,
  tooEarly: ids.birthdateTooEarly,
};

/**
 * The registration's form: the birth date as typed, the interface language's way (tr 03.02.1995, en 02/03/1995;
 * the browser's date input follows the browser's language, ADR 0022); `parseLocalDate` reads it for the request.
 */
export function registrationSchema(today: string = localToday(), locale = 'en') {
  return z.object({
    name: nameField(ids.firstNameRequired),
    lastname: nameField(ids.lastNameRequired),
    birthdate: z.string().check(
      z.refine((value) => value.trim() !== '', { error: ids.birthdateRequired, abort: true }),
      // The profile's rule (src/shared/dates/birthdate.ts), each problem with its own message.
      z.superRefine((value, ctx) => {
        const problem = birthdateProblem(value, locale, today);
        if (problem) ctx.issues.push({ code: 'custom', message: BIRTHDATE_MESSAGES[problem], input: value });
      }),
    ),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, { error: ids.confirmDetailsRequired })),
  });
}
export type RegistrationValues = z.input<ReturnType<typeof registrationSchema>>;
