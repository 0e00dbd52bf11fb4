import { z } from 'zod';
import type { Gender, User, UserUpdate } from '@/services/api';
import { birthdateProblem, parseLocalDate, type BirthdateProblem } from '@/shared/dates';

/** The contract's limits (openapi/identity.yaml, UserUpdate). It states no minimum age. */
export const NAME_MAX_LENGTH = 60;
export const NICKNAME_MAX_LENGTH = 40;

/** The spec's gender codes (1 Male, 2 Female, 3 Other); '' is "not specified" (shown as Unknown elsewhere). */
export const GENDER_OPTIONS = [
  { value: '', labelId: 'account.profile.gender.unspecified' },
  { value: '1', labelId: 'account.profile.gender.male' },
  { value: '2', labelId: 'account.profile.gender.female' },
  { value: '3', labelId: 'account.profile.gender.other' },
] as const;
type GenderChoice = (typeof GENDER_OPTIONS)[number]['value'];

const ids = {
  nameRequired: 'account.profile.name.required',
  lastnameRequired: 'account.profile.lastname.required',
  tooLong: 'account.profile.tooLong',
  birthdateInvalid: 'account.profile.birthdate.invalid',
  birthdateFuture: 'account.profile.birthdate.future',
  birthdateTooEarly: 'account.profile.birthdate.tooEarly',
  phoneInvalid: 'account.profile.phone.invalid',
} as const;

const BIRTHDATE_MESSAGES: Record<BirthdateProblem, string> = {
  invalid: ids.birthdateInvalid,
  future: ids.birthdateFuture,
  tooEarly: ids.birthdateTooEarly,
};

/** What the phone input reports that the form keeps. */
const phoneValue = z.object({ e164: z.string().optional(), isValid: z.boolean(), nationalNumber: z.string() });
export type ProfilePhone = z.infer<typeof phoneValue>;

const requiredName = (requiredId: string) =>
  z.string().trim().min(1, { error: requiredId }).max(NAME_MAX_LENGTH, { error: ids.tooLong });

/** The form's rules; `today` and `locale` fix what "no future date" and the date's order mean. */
export function profileSchema(today: string, locale: string) {
  return z.object({
    name: requiredName(ids.nameRequired),
    lastname: requiredName(ids.lastnameRequired),
    nickname: z.string().trim().max(NICKNAME_MAX_LENGTH, { error: ids.tooLong }),
    birthdate: z.string().superRefine((text, ctx) => {
      // Optional here; when given, the registration's rule (src/shared/dates/birthdate.ts).
      if (text.trim() === '') return;
      const problem = birthdateProblem(text, locale, today);
      if (problem) ctx.addIssue({ code: 'custom', message: BIRTHDATE_MESSAGES[problem] });
    }),
    gender: z.enum(['', '1', '2', '3']),
    // Optional: an empty field clears the number; anything typed must be valid for its country.
    phone: phoneValue.superRefine((phone, ctx) => {
      const empty = phone.nationalNumber === '' && !phone.e164;
      if (!empty && (!phone.isValid || !phone.e164)) ctx.addIssue({ code: 'custom', message: ids.phoneInvalid });
    }),
  });
}

export type ProfileValues = z.input<ReturnType<typeof profileSchema>>;
export type ProfileField = keyof ProfileValues;

function genderChoice(gender: User['gender']): GenderChoice {
  return gender === '1' || gender === '2' || gender === '3' ? gender : '';
}

/** The form's starting values from the user record. */
export function profileValuesOf(user: User, formatDate: (iso: string | null) => string): ProfileValues {
  return {
    name: user.name,
    lastname: user.lastname,
    nickname: user.nickname ?? '',
    birthdate: formatDate(user.birthdate),
    gender: genderChoice(user.gender),
    phone: { e164: user.phoneNumber ?? undefined, isValid: Boolean(user.phoneNumber), nationalNumber: '' },
  };
}

/** The PUT body: every field of the form, empty ones cleared (null). */
export function toUserUpdate(values: ProfileValues, locale: string): UserUpdate {
  const nickname = values.nickname.trim();
  const gender: Gender | null = values.gender === '' ? null : values.gender;
  return {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    nickname: nickname === '' ? null : nickname,
    birthdate: values.birthdate.trim() === '' ? null : parseLocalDate(values.birthdate, locale),
    gender,
    phoneNumber: values.phone.e164 ?? null,
  };
}
