import type { Gender, User } from '@/services/api';
import type { Locale } from '@/services/i18n/locale';
import { serverText } from '../../db/texts';
import { Checks } from '../read';

const GENDERS: readonly string[] = ['1', '2', '3'];
const PHONE = /^\+[1-9][0-9]{6,14}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isPastDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(value)) && Date.parse(value) < Date.now();
}

/**
 * Reads the profile fields of an update or a registration; `required` names the ones that must be there. The
 * profile form shows the birth date's and the phone's messages, so they are written in `language` (ADR 0031).
 */
export function readProfile(
  body: Record<string, unknown>,
  required: ReadonlyArray<'name' | 'lastname' | 'birthdate'>,
  language: Locale,
) {
  const checks = new Checks(body);
  const changes: Partial<Pick<User, 'name' | 'lastname' | 'nickname' | 'birthdate' | 'gender' | 'phoneNumber'>> = {};
  for (const field of ['name', 'lastname'] as const) {
    if (required.includes(field) || body[field] !== undefined) changes[field] = checks.text(field, { max: 60 });
  }
  if (body.nickname !== undefined)
    changes.nickname = body.nickname === null ? null : (checks.optionalText('nickname', 40) ?? null);
  if (required.includes('birthdate') || body.birthdate !== undefined) {
    if (body.birthdate === null && !required.includes('birthdate')) changes.birthdate = null;
    else if (typeof body.birthdate === 'string' && isPastDate(body.birthdate)) changes.birthdate = body.birthdate;
    else checks.fail('birthdate', 'INVALID_DATE', serverText(language, 'demo.backend.field.profile.birthdate'));
  }
  if (body.gender !== undefined) {
    if (body.gender === null) changes.gender = null;
    else if (typeof body.gender === 'string' && GENDERS.includes(body.gender)) changes.gender = body.gender as Gender;
    else checks.fail('gender', 'INVALID', 'gender must be 1, 2 or 3.');
  }
  if (body.phoneNumber !== undefined) {
    if (body.phoneNumber === null) changes.phoneNumber = null;
    else if (typeof body.phoneNumber === 'string' && PHONE.test(body.phoneNumber)) changes.phoneNumber = body.phoneNumber;
    else checks.fail('phoneNumber', 'INVALID_PHONE', serverText(language, 'demo.backend.field.profile.phoneNumber'));
  }
  return { checks, changes };
}
