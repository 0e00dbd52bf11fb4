import { parseLocalDate } from './local-date';

/** The earliest birth date taken as plausible. */
export const EARLIEST_BIRTHDATE = '1900-01-01';

/** What can be wrong with a birth date: not a real day (or not typed the locale's way), after today, before 1900. */
export type BirthdateProblem = 'invalid' | 'future' | 'tooEarly';

/**
 * One rule for every form that asks for a birth date (registration, profile): a real calendar day, typed the
 * way `locale` writes dates, from 1900 to `today` (an ISO date, the customer's day). Null when it is one.
 * The contract states no minimum age.
 */
export function birthdateProblem(text: string, locale: string, today: string): BirthdateProblem | null {
  const iso = parseLocalDate(text, locale);
  if (!iso) return 'invalid';
  if (iso > today) return 'future';
  if (iso < EARLIEST_BIRTHDATE) return 'tooEarly';
  return null;
}
