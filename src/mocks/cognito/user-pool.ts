import { http, HttpResponse, type AnyHandler } from 'msw';
import { DEMO_USER_POOL_ENDPOINT } from '@/services/auth/amplify-config';
import { config } from '@/services/config/env';
import { demoEvents } from '../events';
import { allDemoUsers } from '../fixtures/demo-users';
import { DEMO_CONFIRMATION_CODE, cognitoState, type MockUser, type PendingCode } from './state';
import { decodeJwt, decodeRefreshToken, encodeJwt, encodeRefreshToken, type Claims } from './tokens';

/**
 * The Cognito user-pool JSON protocol (AWSCognitoIdentityProviderService): POST to the pool endpoint, the
 * operation in the X-Amz-Target header, application/x-amz-json-1.1 bodies, errors as {__type, message} with
 * status 400 — what Amplify v6 sends and parses.
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPE = 'application/x-amz-json-1.1';
const SIGN_UP_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;
const MAX_CODES_SENT = 5;

type Body = Record<string, unknown>;

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function ok(body: Body = {}): Response {
  return HttpResponse.json(body, { status: 200, headers: { 'content-type': JSON_TYPE } });
}

function failure(error: CognitoError): Response {
  return HttpResponse.json(
    { __type: error.type, message: error.message },
    { status: error.status, headers: { 'content-type': JSON_TYPE, 'x-amzn-errortype': error.type } },
  );
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const issuer = (): string => `https://cognito-idp.${config.cognito.region}.amazonaws.com/${config.cognito.userPoolId}`;

function str(body: Body, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

function requireParam(body: Body, key: string): string {
  const value = str(body, key);
  if (!value)
    throw new CognitoError(
      'InvalidParameterException',
      `1 validation error detected: Value at '${key}' failed to satisfy constraint: Member must not be null`,
    );
  return value;
}

function requireClient(body: Body): void {
  const clientId = requireParam(body, 'ClientId');
  if (clientId !== config.cognito.userPoolClientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}

/** Cognito's default password policy: 8+ characters with upper and lower case letters, a number and a symbol. */
function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'Password not long enough';
  if (!/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (!/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (!/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (!/[^A-Za-z0-9]/.test(password)) return 'Password must have symbol characters';
  return null;
}

function requireValidPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

function delivery(user: MockUser): Body {
  return { CodeDeliveryDetails: { Destination: maskEmail(user.email), DeliveryMedium: 'EMAIL', AttributeName: 'email' } };
}

function newCode(lifetimeMs: number): PendingCode {
  return { code: DEMO_CONFIRMATION_CODE, expiresAt: Date.now() + lifetimeMs };
}

function checkCode(pending: PendingCode | undefined, given: string): void {
  if (!pending || pending.code !== given.trim()) {
    throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
  if (pending.expiresAt <= Date.now()) {
    throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  }
}

function countCodeSent(user: MockUser): void {
  if (user.codesSent >= MAX_CODES_SENT) {
    throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  }
  cognitoState.update(user, { codesSent: user.codesSent + 1 });
}

function userByLogin(login: string): MockUser {
  const user = cognitoState.findByLogin(login);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return user;
}

// ── tokens ──────────────────────────────────────────────────────────────────────────────────────────────
function issueTokens(
  user: MockUser,
  originJti: string,
  authTime: number,
): { AccessToken: string; IdToken: string; ExpiresIn: number } {
  const iat = nowSeconds();
  const lifetime = cognitoState.accessTokenLifetimeSeconds;
  const exp = iat + lifetime;
  const eventId = crypto.randomUUID();
  const groups = user.groups.length > 0 ? { 'cognito:groups': [...user.groups] } : {};
  const access: Claims = {
    sub: user.sub,
    ...groups,
    iss: issuer(),
    client_id: config.cognito.userPoolClientId,
    origin_jti: originJti,
    event_id: eventId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: authTime,
    exp,
    iat,
    jti: crypto.randomUUID(),
    username: user.username,
  };
  const id: Claims = {
    sub: user.sub,
    ...groups,
    email_verified: user.confirmed,
    iss: issuer(),
    'cognito:username': user.username,
    origin_jti: originJti,
    aud: config.cognito.userPoolClientId,
    event_id: eventId,
    token_use: 'id',
    auth_time: authTime,
    exp,
    iat,
    jti: crypto.randomUUID(),
    email: user.email,
    ...user.attributes,
  };
  return { AccessToken: encodeJwt(access), IdToken: encodeJwt(id), ExpiresIn: lifetime };
}

function signInResult(user: MockUser): Body {
  const originJti = crypto.randomUUID();
  const authTime = nowSeconds();
  const tokens = issueTokens(user, originJti, authTime);
  const RefreshToken = encodeRefreshToken({
    sub: user.sub,
    origin_jti: originJti,
    iat: authTime,
    client_id: config.cognito.userPoolClientId,
  });
  return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, RefreshToken, TokenType: 'Bearer' } };
}

/** The user behind a valid access token, or NotAuthorizedException. */
function userByAccessToken(token: string): { user: MockUser; claims: Claims } {
  const claims = decodeJwt(token);
  if (!claims || claims.token_use !== 'access' || typeof claims.sub !== 'string') {
    throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  }
  const iat = typeof claims.iat === 'number' ? claims.iat : 0;
  if (cognitoState.isRevoked(claims.origin_jti) || cognitoState.issuedBeforeSignOut(claims.sub, iat)) {
    throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) {
    throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
  }
  const user = cognitoState.findBySub(claims.sub);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return { user, claims };
}

/** Refresh (InitiateAuth REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken), with the test faults. */
function refresh(refreshToken: string): Body | Response {
  cognitoState.countCall('refresh');
  const fault = cognitoState.takeRefreshFault();
  if (fault === 'networkError') return HttpResponse.error();
  if (fault === 'serverError') throw new CognitoError('InternalErrorException', 'An internal error occurred.', 500);
  if (fault === 'notAuthorized') throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
  const claims = decodeRefreshToken(refreshToken);
  if (!claims || claims.client_id !== config.cognito.userPoolClientId) {
    throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  }
  if (cognitoState.isRevoked(claims.origin_jti) || cognitoState.issuedBeforeSignOut(claims.sub, claims.iat)) {
    throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
  }
  const user = cognitoState.findBySub(claims.sub);
  if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  return {
    ChallengeParameters: {},
    AuthenticationResult: { ...issueTokens(user, claims.origin_jti, claims.iat), TokenType: 'Bearer' },
  };
}

// ── the identity service follows ────────────────────────────────────────────────────────────────────────
/** A confirmed sign-up gets its identity-service record (a real pool's post-confirmation trigger). */
function announceSignUp(user: MockUser): void {
  const { attributes } = user;
  demoEvents.emit('user-signed-up', {
    userId: attributes['custom:user_id'] ?? user.sub,
    sub: user.sub,
    email: user.email,
    name: attributes.given_name ?? '',
    lastname: attributes.family_name ?? '',
    phoneNumber: attributes.phone_number ?? null,
    password: user.password,
  });
}

// Registration completed in the identity service: tokens issued from now on carry custom:nw = 0.
demoEvents.on('registration-completed', ({ sub }) => {
  const user = cognitoState.findBySub(sub);
  if (user) cognitoState.update(user, { attributes: { ...user.attributes, 'custom:nw': '0' } });
});

// A password changed through the identity service (POST /users/reset-password, which a real backend does
// with Cognito's ChangePassword): the next sign-in takes the new one. Like ChangePassword, it revokes no
// refresh token, so sessions on other devices go on (ADR 0019).
demoEvents.on('password-changed', ({ sub, password }) => {
  const user = cognitoState.findBySub(sub);
  if (user) cognitoState.update(user, { password });
});

// The demo database went back to its seed: the seeded users' new-user flags follow it, and people who
// signed up in the demo get their records again.
demoEvents.on('database-reset', () => {
  for (const demoUser of allDemoUsers) {
    const user = cognitoState.findBySub(demoUser.sub);
    if (user && user.attributes['custom:nw'] !== String(demoUser.nw)) {
      cognitoState.update(user, { attributes: { ...user.attributes, 'custom:nw': String(demoUser.nw) } });
    }
  }
  for (const user of cognitoState.signedUpUsers()) if (user.confirmed) announceSignUp(user);
});

// ── operations ──────────────────────────────────────────────────────────────────────────────────────────
type Operation = (body: Body) => Body | Response;

const operations: Record<string, Operation> = {
  InitiateAuth(body) {
    requireClient(body);
    const flow = requireParam(body, 'AuthFlow');
    const params = (typeof body.AuthParameters === 'object' && body.AuthParameters !== null ? body.AuthParameters : {}) as Body;
    if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') return refresh(requireParam(params, 'REFRESH_TOKEN'));
    if (flow !== 'USER_PASSWORD_AUTH') {
      throw new CognitoError(
        'InvalidParameterException',
        `The demo user pool supports USER_PASSWORD_AUTH and REFRESH_TOKEN_AUTH, not ${flow}.`,
      );
    }
    const user = userByLogin(requireParam(params, 'USERNAME'));
    if (user.password !== str(params, 'PASSWORD'))
      throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
    if (!user.confirmed) throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    return signInResult(user);
  },

  GetTokensFromRefreshToken(body) {
    requireClient(body);
    return refresh(requireParam(body, 'RefreshToken'));
  },

  GetUser(body) {
    const { user } = userByAccessToken(requireParam(body, 'AccessToken'));
    const attributes = { sub: user.sub, email: user.email, email_verified: String(user.confirmed), ...user.attributes };
    return { Username: user.username, UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })) };
  },

  GlobalSignOut(body) {
    const { user } = userByAccessToken(requireParam(body, 'AccessToken'));
    cognitoState.signOutEverywhere(user.sub, nowSeconds());
    return {};
  },

  RevokeToken(body) {
    requireClient(body);
    const claims = decodeRefreshToken(requireParam(body, 'Token'));
    if (!claims) throw new CognitoError('UnsupportedTokenTypeException', 'The token is not a refresh token.');
    cognitoState.revokeOriginJti(claims.origin_jti);
    return {};
  },

  SignUp(body) {
    requireClient(body);
    const username = requireParam(body, 'Username').trim();
    const password = requireParam(body, 'Password');
    const list = Array.isArray(body.UserAttributes) ? (body.UserAttributes as unknown[]) : [];
    const attributes: Record<string, string> = {};
    for (const entry of list) {
      if (typeof entry === 'object' && entry !== null && 'Name' in entry && 'Value' in entry) {
        attributes[String(entry.Name)] = String(entry.Value);
      }
    }
    const email = (attributes.email ?? username).trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(username)) {
      throw new CognitoError('InvalidParameterException', 'Username should be an email.');
    }
    if (cognitoState.findByEmail(email) || cognitoState.findByEmail(username)) {
      throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
    }
    if (attributes.phone_number !== undefined && !/^\+[1-9][0-9]{6,14}$/.test(attributes.phone_number)) {
      throw new CognitoError('InvalidParameterException', 'Invalid phone number format.');
    }
    requireValidPassword(password);
    const sub = crypto.randomUUID();
    const { email: _email, sub: _sub, email_verified: _verified, ...rest } = attributes;
    const user: MockUser = {
      sub,
      username: sub,
      email,
      password,
      confirmed: false,
      groups: [],
      // Someone who just signed up has not completed registration yet (nw = 1 → /registered).
      attributes: { 'custom:user_id': `u-${sub.slice(0, 8)}`, 'custom:nw': '1', ...rest },
      signUpCode: newCode(SIGN_UP_CODE_LIFETIME_MS),
      codesSent: 1,
    };
    cognitoState.addUser(user);
    return { UserConfirmed: false, UserSub: sub, ...delivery(user) };
  },

  ConfirmSignUp(body) {
    requireClient(body);
    const user = userByLogin(requireParam(body, 'Username'));
    if (user.confirmed) throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    checkCode(user.signUpCode, requireParam(body, 'ConfirmationCode'));
    cognitoState.update(user, { confirmed: true, signUpCode: undefined, codesSent: 0 });
    announceSignUp(user);
    return {};
  },

  ResendConfirmationCode(body) {
    requireClient(body);
    const user = userByLogin(requireParam(body, 'Username'));
    if (user.confirmed) throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
    countCodeSent(user);
    cognitoState.update(user, { signUpCode: newCode(SIGN_UP_CODE_LIFETIME_MS) });
    return delivery(user);
  },

  ForgotPassword(body) {
    requireClient(body);
    const user = userByLogin(requireParam(body, 'Username'));
    if (!user.confirmed) {
      throw new CognitoError(
        'InvalidParameterException',
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    }
    countCodeSent(user);
    cognitoState.update(user, { resetCode: newCode(RESET_CODE_LIFETIME_MS) });
    return delivery(user);
  },

  ConfirmForgotPassword(body) {
    requireClient(body);
    const user = userByLogin(requireParam(body, 'Username'));
    checkCode(user.resetCode, requireParam(body, 'ConfirmationCode'));
    const password = requireParam(body, 'Password');
    requireValidPassword(password);
    cognitoState.update(user, { password, resetCode: undefined, codesSent: 0 });
    return {};
  },
};

/** The operations the mock answers (everything else is UnknownOperationException). */
export const COGNITO_OPERATIONS = Object.keys(operations);

export const userPoolHandlers: AnyHandler[] = [
  http.post(DEMO_USER_POOL_ENDPOINT, async ({ request }) => {
    const target = request.headers.get('x-amz-target') ?? '';
    const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    cognitoState.countCall(operation || 'unknown');
    const handle = operations[operation];
    if (!handle) return failure(new CognitoError('UnknownOperationException', `Unknown operation ${target || '(none)'}`));
    if (!(request.headers.get('content-type') ?? '').startsWith(JSON_TYPE)) {
      return failure(new CognitoError('SerializationException', `Expected content-type ${JSON_TYPE}`));
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return failure(new CognitoError('SerializationException', 'The request body is not JSON.'));
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return failure(new CognitoError('SerializationException', 'The request body is not a JSON object.'));
    }
    try {
      const result = handle(body as Body);
      return result instanceof Response ? result : ok(result);
    } catch (error) {
      if (error instanceof CognitoError) return failure(error);
      throw error;
    }
  }),
];
