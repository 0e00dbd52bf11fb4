import { describe, expect, it } from 'vitest';
import { authProblemMessageIds, authProblemOf, resetRequestLooksSent, type AuthFlow, type AuthProblem } from './auth-errors';

const cognito = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('auth error → what the customer is told', () => {
  it.each<[AuthFlow, string, string, AuthProblem]>([
    ['signIn', 'NotAuthorizedException', 'Incorrect username or password.', 'wrongCredentials'],
    ['signIn', 'UserNotFoundException', 'User does not exist.', 'wrongCredentials'],
    ['signIn', 'NotAuthorizedException', 'Password attempts exceeded', 'tooManyAttempts'],
    ['signIn', 'UserNotConfirmedException', '', 'notConfirmed'],
    ['signIn', 'PasswordResetRequiredException', '', 'passwordResetRequired'],
    ['signIn', 'LimitExceededException', '', 'tooManyAttempts'],
    ['signIn', 'TooManyRequestsException', '', 'tooManyAttempts'],
    ['signIn', 'NetworkError', 'A network error has occurred.', 'network'],
    ['signIn', 'InternalErrorException', '', 'unknown'],
    ['signUp', 'UsernameExistsException', '', 'emailTaken'],
    ['signUp', 'InvalidPasswordException', '', 'invalidPassword'],
    ['signUp', 'InvalidParameterException', 'Invalid phone number format.', 'invalidDetails'],
    ['confirmSignUp', 'CodeMismatchException', '', 'codeMismatch'],
    ['confirmSignUp', 'ExpiredCodeException', '', 'codeExpired'],
    ['confirmSignUp', 'NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED', 'alreadyConfirmed'],
    ['confirmSignUp', 'UserNotFoundException', '', 'codeMismatch'],
    ['resendCode', 'InvalidParameterException', 'User is already confirmed.', 'alreadyConfirmed'],
    ['resendCode', 'LimitExceededException', '', 'tooManyAttempts'],
    ['requestReset', 'InvalidParameterException', '', 'cannotReset'],
    ['confirmReset', 'CodeMismatchException', '', 'codeMismatch'],
    ['confirmReset', 'UserNotFoundException', '', 'codeMismatch'],
    ['confirmReset', 'InvalidPasswordException', '', 'invalidPassword'],
    ['confirmReset', 'ExpiredCodeException', '', 'codeExpired'],
  ])('%s: %s %j → %s', (flow, name, message, problem) => {
    expect(authProblemOf(cognito(name, message), flow)).toBe(problem);
  });

  it('reads a failed fetch as a network problem, and anything unknown as the catalogue’s unknown error', () => {
    expect(authProblemOf(new TypeError('Failed to fetch'), 'signIn')).toBe('network');
    expect(authProblemOf('boom', 'signUp')).toBe('unknown');
    expect(authProblemOf(null, 'signIn')).toBe('unknown');
    expect(authProblemMessageIds.unknown).toBe('errors.auth.unknown');
  });

  it('answers a reset request for an unknown email like a sent code', () => {
    expect(resetRequestLooksSent(cognito('UserNotFoundException'))).toBe(true);
    expect(resetRequestLooksSent(cognito('LimitExceededException'))).toBe(false);
  });

  it('has a message for every problem', () => {
    expect(Object.values(authProblemMessageIds).every((id) => /^(auth|errors)\./.test(id))).toBe(true);
  });
});
