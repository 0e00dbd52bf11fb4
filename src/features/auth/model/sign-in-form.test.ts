import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, validateSignIn } from './sign-in-form';

describe('sign-in validation', () => {
  it('asks for the email and the password', () => {
    expect(validateSignIn({ email: ' ', password: '', rememberMe: false }).problems).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
  });

  it('wants a real email address, and trims it', () => {
    expect(validateSignIn({ email: 'deniz@', password: 'x', rememberMe: false }).problems).toEqual({
      email: 'auth.validation.emailInvalid',
    });
    expect(validateSignIn({ email: '  demo@wallet.test ', password: 'x', rememberMe: true })).toEqual({
      values: { email: 'demo@wallet.test', password: 'x', rememberMe: true },
      problems: {},
    });
  });

  it('does not apply the password policy to an existing password', () => {
    expect(validateSignIn({ email: 'demo@wallet.test', password: 'old', rememberMe: false }).problems).toEqual({});
  });

  it('checks emails with the same pattern as the zod schemas of the other auth forms', () => {
    // zod escapes the hyphen at the end of its character classes; the same class without the escape.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });
});
