import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, signInResolver, validateSignIn } from './sign-in-form';

const resolve = (values: { email: string; password: string; rememberMe: boolean }) =>
  Promise.resolve(signInResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }));

describe('sign-in validation', () => {
  it('asks for the email and the password', () => {
    expect(validateSignIn({ email: ' ', password: '', rememberMe: false }).problems).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
  });

  it('wants a real email address, and trims it', async () => {
    expect(validateSignIn({ email: 'deniz@', password: 'x', rememberMe: false }).problems).toEqual({
      email: 'auth.validation.emailInvalid',
    });
    await expect(resolve({ email: '  demo@wallet.test ', password: 'x', rememberMe: true })).resolves.toEqual({
      values: { email: 'demo@wallet.test', password: 'x', rememberMe: true },
      errors: {},
    });
  });

  it('does not apply the password policy to an existing password', () => {
    expect(validateSignIn({ email: 'demo@wallet.test', password: 'old', rememberMe: false }).problems).toEqual({});
  });

  it('gives react-hook-form the messages by field', async () => {
    await expect(resolve({ email: '', password: '', rememberMe: false })).resolves.toEqual({
      values: {},
      errors: {
        email: { type: 'validation', message: 'auth.validation.emailRequired' },
        password: { type: 'validation', message: 'auth.validation.passwordRequired' },
      },
    });
  });

  it('checks emails with the same pattern as the zod schemas of the other auth forms', () => {
    // zod escapes the hyphen at the end of its character classes; the same class without the escape.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });
});
