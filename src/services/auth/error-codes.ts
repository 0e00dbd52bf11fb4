import { errorName } from './errors';

/** The Cognito exceptions a screen has its own words for. */
export const AUTH_ERROR_CODES = [
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'UsernameExistsException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'LimitExceededException',
  'TooManyRequestsException',
  'NetworkError',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number] | 'Unknown';

/** The Cognito exception behind an auth failure, for a screen to pick its message. */
export function authErrorCode(error: unknown): AuthErrorCode {
  const name = errorName(error);
  return (AUTH_ERROR_CODES as readonly string[]).includes(name) ? (name as AuthErrorCode) : 'Unknown';
}
