import { describe, expect, it } from 'vitest';
import type { User } from '@/services/api';
import { formatLocalDate } from '@/shared/dates';
import { profileSchema, profileValuesOf, toUserUpdate, type ProfileValues } from './profile-form';

const TODAY = '2026-11-24';
const valid: ProfileValues = {
  name: 'Ayşe',
  lastname: 'Yılmaz',
  nickname: '',
  birthdate: '23.04.1990',
  gender: '2',
  phone: { e164: '+905321234567', isValid: true, nationalNumber: '5321234567' },
};

function problems(values: ProfileValues) {
  const result = profileSchema(TODAY, 'tr').safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('profile form rules', () => {
  it('accepts a complete profile and an empty optional phone and birth date', () => {
    expect(problems(valid)).toEqual({});
    expect(problems({ ...valid, birthdate: '', phone: { e164: undefined, isValid: false, nationalNumber: '' } })).toEqual({});
  });

  it('requires the names and keeps them within the contract', () => {
    expect(problems({ ...valid, name: '  ', lastname: 'x'.repeat(61) })).toEqual({
      name: 'account.profile.name.required',
      lastname: 'account.profile.tooLong',
    });
  });

  it('refuses a future, impossible or implausibly early birth date', () => {
    expect(problems({ ...valid, birthdate: '25.11.2026' })).toEqual({ birthdate: 'account.profile.birthdate.future' });
    expect(problems({ ...valid, birthdate: '30.02.1990' })).toEqual({ birthdate: 'account.profile.birthdate.invalid' });
    expect(problems({ ...valid, birthdate: '01.01.1899' })).toEqual({ birthdate: 'account.profile.birthdate.tooEarly' });
    expect(problems({ ...valid, birthdate: '24.11.2026' })).toEqual({});
  });

  it('refuses a phone number that is not valid for its country', () => {
    expect(problems({ ...valid, phone: { e164: '+1532123', isValid: false, nationalNumber: '532123' } })).toEqual({
      phone: 'account.profile.phone.invalid',
    });
  });
});

describe('profile values and the PUT body', () => {
  const user = {
    name: 'Ayşe',
    lastname: 'Yılmaz',
    nickname: null,
    birthdate: '1990-04-23',
    gender: null,
    phoneNumber: '+905321234567',
  } as User;

  it('starts from the record, gender codes outside 1–3 as not specified', () => {
    expect(profileValuesOf(user, (iso) => formatLocalDate(iso, 'tr'))).toMatchObject({
      nickname: '',
      birthdate: '23.04.1990',
      gender: '',
      phone: { e164: '+905321234567' },
    });
  });

  it('sends trimmed text, ISO dates and null for cleared fields', () => {
    expect(
      toUserUpdate(
        { ...valid, name: ' Ayşe ', nickname: ' ', phone: { e164: undefined, isValid: false, nationalNumber: '' } },
        'tr',
      ),
    ).toEqual({
      name: 'Ayşe',
      lastname: 'Yılmaz',
      nickname: null,
      birthdate: '1990-04-23',
      gender: '2',
      phoneNumber: null,
    });
  });
});
