import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_USER_POOL_ENDPOINT } from '@/services/auth/amplify-config';

/**
 * Per-operation faults of the Cognito mock for stories and tests, put in front of the default handlers
 * (`parameters.msw.handlers: { cognito: [...] }` replaces the group, so pass them under another key, e.g.
 * `cognitoFaults: [cognitoScenarios.error('InitiateAuth', 'LimitExceededException')]`, or `server.use(...)`).
 * Other operations fall through to the mock.
 */
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPE = 'application/x-amz-json-1.1';

/** The user-pool operations the auth screens call. */
export type CognitoOperation =
  | 'InitiateAuth'
  | 'SignUp'
  | 'ConfirmSignUp'
  | 'ResendConfirmationCode'
  | 'ForgotPassword'
  | 'ConfirmForgotPassword'
  | 'GetTokensFromRefreshToken'
  | 'GetUser'
  | 'GlobalSignOut'
  | 'RevokeToken';

const DEFAULT_MESSAGES: Readonly<Record<string, string>> = {
  NotAuthorizedException: 'Incorrect username or password.',
  UserNotFoundException: 'User does not exist.',
  UserNotConfirmedException: 'User is not confirmed.',
  UsernameExistsException: 'An account with the given email already exists.',
  CodeMismatchException: 'Invalid verification code provided, please try again.',
  ExpiredCodeException: 'Invalid code provided, please request a code again.',
  InvalidPasswordException: 'Password did not conform with policy: Password not long enough',
  InvalidParameterException: 'Invalid parameter.',
  LimitExceededException: 'Attempt limit exceeded, please try after some time.',
  TooManyRequestsException: 'Too many requests.',
  InternalErrorException: 'An internal error occurred.',
};

interface ScenarioOptions {
  /** Answer only the first matching call, then let the mock answer again. */
  once?: boolean;
}

function forOperation(
  operation: CognitoOperation,
  answer: () => Promise<Response> | Response,
  { once = false }: ScenarioOptions = {},
): HttpHandler {
  return http.post(
    DEMO_USER_POOL_ENDPOINT,
    ({ request }) => {
      if (request.headers.get('x-amz-target') !== `${TARGET_PREFIX}${operation}`) return undefined;
      return answer();
    },
    { once },
  );
}

export const cognitoScenarios = {
  /** The operation fails with a Cognito exception (`{__type, message}`, status 400 unless given). */
  error(
    operation: CognitoOperation,
    type: string,
    {
      message = DEFAULT_MESSAGES[type] ?? type,
      status = 400,
      ...options
    }: ScenarioOptions & { message?: string; status?: number } = {},
  ): HttpHandler {
    return forOperation(
      operation,
      () =>
        HttpResponse.json(
          { __type: type, message },
          { status, headers: { 'content-type': JSON_TYPE, 'x-amzn-errortype': type } },
        ),
      options,
    );
  },
  /** The connection fails (Amplify reports a NetworkError after its retries). */
  networkError(operation: CognitoOperation, options?: ScenarioOptions): HttpHandler {
    return forOperation(operation, () => HttpResponse.error(), options);
  },
  /** The call never answers (a submitting state that stays for the screenshot). */
  loading(operation: CognitoOperation): HttpHandler {
    return forOperation(operation, async () => {
      await delay('infinite');
      return HttpResponse.error();
    });
  },
};
