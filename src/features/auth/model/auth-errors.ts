/**
 * What went wrong in an auth call, in the customer's terms, from the provider's exception (Amplify passes
 * Cognito's exception name through as the error's name). Pure, so every mapping is unit-tested.
 */
export type AuthFlow = 'signIn' | 'signUp' | 'confirmSignUp' | 'resendCode' | 'requestReset' | 'confirmReset';

export type AuthProblem =
  /** Sign-in refused: one message for an unknown email and a wrong password (reveals neither). */
  | 'wrongCredentials'
  /** The account exists but its email is not confirmed: confirm with a code. */
  | 'notConfirmed'
  /** The provider wants a new password: use forgot-password. */
  | 'passwordResetRequired'
  | 'tooManyAttempts'
  | 'network'
  | 'emailTaken'
  | 'invalidPassword'
  | 'codeMismatch'
  | 'codeExpired'
  | 'alreadyConfirmed'
  /** Reset refused for an account whose email was never confirmed. */
  | 'cannotReset'
  | 'invalidDetails'
  | 'unknown';

/** The catalogue id of each problem's message (`errors.auth.unknown` is the spec's own text). */
export const authProblemMessageIds: Readonly<Record<AuthProblem, string>> = {
  wrongCredentials: 'auth.errors.wrongCredentials',
  notConfirmed: 'auth.errors.notConfirmed',
  passwordResetRequired: 'auth.errors.passwordResetRequired',
  tooManyAttempts: 'auth.errors.tooManyAttempts',
  network: 'auth.errors.network',
  emailTaken: 'auth.errors.emailTaken',
  invalidPassword: 'auth.errors.invalidPassword',
  codeMismatch: 'auth.errors.codeMismatch',
  codeExpired: 'auth.errors.codeExpired',
  alreadyConfirmed: 'auth.errors.alreadyConfirmed',
  cannotReset: 'auth.errors.cannotReset',
  invalidDetails: 'auth.errors.invalidDetails',
  unknown: 'errors.auth.unknown',
};

function nameOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string') return error.name;
  return '';
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '';
}

const NETWORK = new Set(['NetworkError', 'ERR_NETWORK', 'TimeoutError', 'AbortError']);
const THROTTLED = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

export function authProblemOf(error: unknown, flow: AuthFlow): AuthProblem {
  const name = nameOf(error);
  const message = messageOf(error);
  if (NETWORK.has(name) || (error instanceof TypeError && /fetch|network/i.test(message))) return 'network';
  if (THROTTLED.has(name)) return 'tooManyAttempts';
  // Cognito answers too many wrong passwords with NotAuthorizedException "Password attempts exceeded".
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message)) return 'tooManyAttempts';

  switch (flow) {
    case 'signIn':
      if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') return 'wrongCredentials';
      if (name === 'UserNotConfirmedException') return 'notConfirmed';
      if (name === 'PasswordResetRequiredException') return 'passwordResetRequired';
      break;
    case 'signUp':
      if (name === 'UsernameExistsException' || name === 'AliasExistsException') return 'emailTaken';
      if (name === 'InvalidPasswordException') return 'invalidPassword';
      if (name === 'InvalidParameterException') return 'invalidDetails';
      break;
    case 'confirmSignUp':
    case 'confirmReset':
      if (name === 'CodeMismatchException') return 'codeMismatch';
      if (name === 'ExpiredCodeException') return 'codeExpired';
      if (name === 'InvalidPasswordException') return 'invalidPassword';
      // An unknown account must not look different from a wrong code.
      if (name === 'UserNotFoundException') return 'codeMismatch';
      // ConfirmSignUp for an account that is already confirmed.
      if (flow === 'confirmSignUp' && name === 'NotAuthorizedException') return 'alreadyConfirmed';
      break;
    case 'resendCode':
      if (name === 'InvalidParameterException') return 'alreadyConfirmed';
      break;
    case 'requestReset':
      if (name === 'InvalidParameterException') return 'cannotReset';
      break;
  }
  return 'unknown';
}

/**
 * Asking for a reset code for an email nobody uses is answered like a sent code, so the form does not tell
 * who has an account (the code step then says the code is not right).
 */
export function resetRequestLooksSent(error: unknown): boolean {
  return nameOf(error) === 'UserNotFoundException';
}
