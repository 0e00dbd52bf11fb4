// The details step after sign-up (/registered): its own module, so the sign-in, sign-up and reset screens do not
// carry the date reading it needs.
import * as z from 'zod/mini';
import { localToday, parseLocalDate } from '@/shared/dates';
import { nameField, validationIds as ids } from './schemas';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EARLIEST_BIRTHDATE = '1900-01-01';

/** A real calendar date (YYYY-MM-DD) after 1900 and before `today` (YYYY-MM-DD, the customer's day). */
export function isPlausibleBirthdate(value: string, today: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST_BIRTHDATE && value < today;
}

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
      z.refine((value) => isPlausibleBirthdate(parseLocalDate(value, locale) ?? '', today), {
        error: ids.birthdateInvalid,
      }),
    ),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, { error: ids.confirmDetailsRequired })),
  });
}
export type RegistrationValues = z.input<ReturnType<typeof registrationSchema>>;
