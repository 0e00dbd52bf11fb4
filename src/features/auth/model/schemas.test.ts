import { describe, expect, it } from 'vitest';
import {
  confirmCodeSchema,
  EMPTY_PHONE,
  forgotPasswordRequestSchema,
  resetPasswordSchema,
  signUpSchema,
  type SignUpValues,
} from './schemas';
import { registrationSchema } from './registration-schema';

/** The message ids of a failed parse, by field path: the first per field, as the form shows it. */
function problems(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const validPhone = { e164: '+905321234567', isValid: true, nationalNumber: '5321234567' };
const validSignUp: SignUpValues = {
  firstName: 'Ece',
  lastName: 'Demir',
  email: 'ece@wallet.test',
  phone: validPhone,
  password: 'Str0ng#Pass',
  confirmPassword: 'Str0ng#Pass',
  acceptTerms: true,
};

describe('sign-up schema', () => {
  it('accepts complete details', () => {
    expect(signUpSchema.safeParse(validSignUp).success).toBe(true);
  });

  it('names every missing field with its own message', () => {
    const empty: SignUpValues = {
      firstName: '',
      lastName: ' ',
      email: '',
      phone: EMPTY_PHONE,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    };
    expect(problems(signUpSchema.safeParse(empty))).toEqual({
      firstName: 'auth.validation.firstNameRequired',
      lastName: 'auth.validation.lastNameRequired',
      email: 'auth.validation.emailRequired',
      phone: 'auth.validation.phoneRequired',
      password: 'auth.validation.passwordRequired',
      confirmPassword: 'auth.validation.confirmPasswordRequired',
      acceptTerms: 'auth.validation.termsRequired',
    });
  });

  it('refuses a weak password, different confirmation, invalid phone and long names', () => {
    const result = signUpSchema.safeParse({
      ...validSignUp,
      firstName: 'x'.repeat(61),
      phone: { e164: '+9012345', isValid: false, nationalNumber: '12345' },
      password: 'password1',
      confirmPassword: 'password2',
    });
    expect(problems(result)).toEqual({
      firstName: 'auth.validation.nameTooLong',
      phone: 'auth.validation.phoneInvalid',
      password: 'auth.validation.passwordPolicy',
      confirmPassword: 'auth.validation.passwordsDiffer',
    });
  });

  it('treats a number that cannot be parsed as invalid, not missing', () => {
    expect(
      problems(signUpSchema.safeParse({ ...validSignUp, phone: { e164: undefined, isValid: false, nationalNumber: '12' } })),
    ).toEqual({ phone: 'auth.validation.phoneInvalid' });
  });
});

describe('code and reset schemas', () => {
  it.each([
    ['', 'auth.validation.codeRequired'],
    ['12345', 'auth.validation.codeFormat'],
    ['12a456', 'auth.validation.codeFormat'],
    ['1234567', 'auth.validation.codeFormat'],
  ])('code %j → %s', (code, message) => {
    expect(problems(confirmCodeSchema.safeParse({ code }))).toEqual({ code: message });
  });

  it('accepts six digits, with spaces around', () => {
    expect(confirmCodeSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
  });

  it('applies the policy and the confirmation to a new password', () => {
    expect(problems(resetPasswordSchema.safeParse({ code: '123456', password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'auth.validation.passwordPolicy',
    });
    expect(
      problems(resetPasswordSchema.safeParse({ code: '123456', password: 'Str0ng#Pass', confirmPassword: 'Str0ng#Pas' })),
    ).toEqual({ confirmPassword: 'auth.validation.passwordsDiffer' });
    expect(problems(forgotPasswordRequestSchema.safeParse({ email: 'nope' }))).toEqual({ email: 'auth.validation.emailInvalid' });
  });
});

describe('registration schema', () => {
  const today = '2026-01-15';

  it.each([
    ['05/01/1990', undefined],
    ['01/15/2026', undefined],
    ['01/16/2026', 'auth.validation.birthdateFuture'],
    ['12/31/1899', 'auth.validation.birthdateTooEarly'],
    ['02/30/1990', 'auth.validation.birthdateInvalid'],
    ['1990-05-01', 'auth.validation.birthdateInvalid'],
  ])('birthdate %j: %s', (birthdate, message) => {
    const result = registrationSchema(today).safeParse({ name: 'Nil', lastname: 'N', birthdate, acceptTerms: true });
    expect(problems(result).birthdate).toBe(message);
  });

  it('asks for names, a birthdate and the confirmation', () => {
    expect(problems(registrationSchema(today).safeParse({ name: '', lastname: '', birthdate: '', acceptTerms: false }))).toEqual({
      name: 'auth.validation.firstNameRequired',
      lastname: 'auth.validation.lastNameRequired',
      birthdate: 'auth.validation.birthdateRequired',
      acceptTerms: 'auth.validation.confirmDetailsRequired',
    });
    expect(
      problems(registrationSchema(today).safeParse({ name: 'Nil', lastname: 'N', birthdate: '01/01/2027', acceptTerms: true })),
    ).toEqual({ birthdate: 'auth.validation.birthdateFuture' });
  });

  it('reads the birth date the interface language’s way', () => {
    const valid = (birthdate: string, locale: string) =>
      registrationSchema(today, locale).safeParse({ name: 'Nil', lastname: 'N', birthdate, acceptTerms: true }).success;
    expect(valid('03.02.1995', 'tr')).toBe(true);
    expect(valid('02/03/1995', 'en')).toBe(true);
    // The same text is another day, or none, the other way round.
    expect(valid('31.12.1995', 'tr')).toBe(true);
    expect(valid('31/12/1995', 'en')).toBe(false);
    expect(valid('1995-02-03', 'tr')).toBe(false);
  });
});
