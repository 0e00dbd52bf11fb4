import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_POOL_ENDPOINT } from '@/services/auth/amplify-config';
import { config } from '@/services/config/env';
import { DEMO_PASSWORD, demoUsers } from '../fixtures/demo-users';
import { cognitoMock, DEMO_CONFIRMATION_CODE } from './index';
import { cognitoState } from './state';
import { decodeJwt } from './tokens';

const CLIENT_ID = config.cognito.userPoolClientId;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(operation: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(DEMO_USER_POOL_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function tokensOf(answer: Answer): { AccessToken: string; IdToken: string; RefreshToken?: string; ExpiresIn: number } {
  return answer.body.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken?: string; ExpiresIn: number };
}

const signIn = (email: string, password = DEMO_PASSWORD) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

beforeEach(() => cognitoMock.reset());

describe('Cognito mock: protocol', () => {
  it('answers an unknown operation with UnknownOperationException', async () => {
    expect(await call('AdminCreateUser', {})).toMatchObject({ status: 400, body: { __type: 'UnknownOperationException' } });
  });

  it('wants the JSON 1.1 content type', async () => {
    const response = await fetch(DEMO_USER_POOL_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ __type: 'SerializationException' });
  });

  it('refuses another app client', async () => {
    const answer = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'other', AuthParameters: {} });
    expect(answer).toMatchObject({ status: 400, body: { __type: 'ResourceNotFoundException' } });
  });
});

describe('Cognito mock: sign-in and tokens', () => {
  it('signs a demo user in with USER_PASSWORD_AUTH and issues well-formed tokens', async () => {
    const answer = await signIn('Demo@Wallet.test');
    expect(answer.status).toBe(200);
    const tokens = tokensOf(answer);
    expect(tokens.ExpiresIn).toBe(300);
    expect(tokens.AccessToken.split('.')).toHaveLength(3);
    const access = decodeJwt(tokens.AccessToken);
    const id = decodeJwt(tokens.IdToken);
    expect(access).toMatchObject({ sub: demoUsers.customer.sub, token_use: 'access', client_id: CLIENT_ID });
    expect(access?.exp).toBe((access?.iat as number) + 300);
    expect(typeof access?.origin_jti).toBe('string');
    expect(access).not.toHaveProperty('cognito:groups');
    expect(id).toMatchObject({
      sub: demoUsers.customer.sub,
      token_use: 'id',
      aud: CLIENT_ID,
      iss: `https://cognito-idp.eu-central-1.amazonaws.com/${config.cognito.userPoolId}`,
      'cognito:username': demoUsers.customer.sub,
      email: 'demo@wallet.test',
      given_name: 'Deniz',
      family_name: 'Yılmaz',
      gender: '2',
      'custom:user_id': 'u-1001',
      'custom:nw': '0',
    });
    expect(id).not.toHaveProperty('custom:tenant_id');
  });

  it('puts groups, tenant and the new-user flag in the tokens', async () => {
    expect(decodeJwt(tokensOf(await signIn('admin@wallet.test')).AccessToken)).toMatchObject({ 'cognito:groups': ['admin'] });
    const tenant = decodeJwt(tokensOf(await signIn('tenant.admin@wallet.test')).IdToken);
    expect(tenant).toMatchObject({ 'cognito:groups': ['t_admin'], 'custom:tenant_id': 'tenant-partner-7' });
    expect(decodeJwt(tokensOf(await signIn('new@wallet.test')).IdToken)).toMatchObject({ 'custom:nw': '1' });
  });

  it.each([
    ['a wrong password', 'demo@wallet.test', 'wrong', 'NotAuthorizedException', 'Incorrect username or password.'],
    ['an unknown user', 'nobody@wallet.test', DEMO_PASSWORD, 'UserNotFoundException', 'User does not exist.'],
  ])('refuses %s', async (_label, email, password, type, message) => {
    expect(await signIn(email, password)).toEqual({ status: 400, body: { __type: type, message } });
  });

  it('refuses an unconfirmed user with UserNotConfirmedException', async () => {
    cognitoMock.addUser({ ...demoUsers.customer, sub: 'unconfirmed-sub', email: 'wait@wallet.test' }, { confirmed: false });
    expect(await signIn('wait@wallet.test')).toMatchObject({ status: 400, body: { __type: 'UserNotConfirmedException' } });
  });

  it('refreshes with GetTokensFromRefreshToken and with InitiateAuth REFRESH_TOKEN_AUTH', async () => {
    const { RefreshToken, AccessToken } = tokensOf(await signIn('demo@wallet.test'));
    const viaGetTokens = await call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken });
    expect(viaGetTokens.status).toBe(200);
    expect(tokensOf(viaGetTokens).RefreshToken).toBeUndefined();
    expect(decodeJwt(tokensOf(viaGetTokens).AccessToken)?.origin_jti).toBe(decodeJwt(AccessToken)?.origin_jti);
    const viaInitiate = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: RefreshToken },
    });
    expect(viaInitiate.status).toBe(200);
    expect(cognitoMock.refreshCalls()).toBe(2);
  });

  it('refuses an unknown refresh token', async () => {
    expect(await call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: 'nonsense' })).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' },
    });
  });

  it('issues tokens with the configured lifetime', async () => {
    cognitoMock.setAccessTokenLifetime(30);
    const access = decodeJwt(tokensOf(await signIn('demo@wallet.test')).AccessToken);
    expect((access?.exp as number) - (access?.iat as number)).toBe(30);
  });

  it('lists the user attributes for GetUser', async () => {
    const { AccessToken } = tokensOf(await signIn('demo@wallet.test'));
    const answer = await call('GetUser', { AccessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.Username).toBe(demoUsers.customer.sub);
    expect(answer.body.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'sub', Value: demoUsers.customer.sub },
        { Name: 'email', Value: 'demo@wallet.test' },
        { Name: 'given_name', Value: 'Deniz' },
        { Name: 'custom:user_id', Value: 'u-1001' },
      ]),
    );
  });

  it('refuses an expired access token', async () => {
    cognitoMock.setAccessTokenLifetime(0);
    const { AccessToken } = tokensOf(await signIn('demo@wallet.test'));
    expect(await call('GetUser', { AccessToken })).toMatchObject({
      body: { __type: 'NotAuthorizedException', message: 'Access Token has expired' },
    });
  });
});

describe('Cognito mock: sign-out and revocation', () => {
  it('GlobalSignOut revokes every refresh and access token issued before it', async () => {
    const first = tokensOf(await signIn('demo@wallet.test'));
    const second = tokensOf(await signIn('demo@wallet.test'));
    expect((await call('GlobalSignOut', { AccessToken: first.AccessToken })).status).toBe(200);
    for (const tokens of [first, second]) {
      expect(await call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: tokens.RefreshToken })).toEqual({
        status: 400,
        body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
      });
      expect(await call('GetUser', { AccessToken: tokens.AccessToken })).toMatchObject({
        body: { __type: 'NotAuthorizedException' },
      });
    }
  });

  it('RevokeToken revokes one session only', async () => {
    const first = tokensOf(await signIn('demo@wallet.test'));
    const second = tokensOf(await signIn('demo@wallet.test'));
    expect((await call('RevokeToken', { ClientId: CLIENT_ID, Token: first.RefreshToken })).status).toBe(200);
    expect((await call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: first.RefreshToken })).status).toBe(400);
    expect((await call('GetUser', { AccessToken: first.AccessToken })).status).toBe(400);
    expect((await call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: second.RefreshToken })).status).toBe(
      200,
    );
  });
});

describe('Cognito mock: sign-up', () => {
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    ClientId: CLIENT_ID,
    Username: 'ece@wallet.test',
    Password: 'Str0ng#Pass',
    UserAttributes: [
      { Name: 'email', Value: 'ece@wallet.test' },
      { Name: 'given_name', Value: 'Ece' },
      { Name: 'family_name', Value: 'Demir' },
    ],
    ...overrides,
  });

  it('signs up, confirms with the demo code and signs in as a new user', async () => {
    const answer = await call('SignUp', newUser());
    expect(answer).toMatchObject({
      status: 200,
      body: {
        UserConfirmed: false,
        CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'e***@w***', AttributeName: 'email' },
      },
    });
    expect(await signIn('ece@wallet.test', 'Str0ng#Pass')).toMatchObject({ body: { __type: 'UserNotConfirmedException' } });
    expect(
      await call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: 'ece@wallet.test', ConfirmationCode: '000000' }),
    ).toMatchObject({
      body: { __type: 'CodeMismatchException' },
    });
    expect(
      (
        await call('ConfirmSignUp', {
          ClientId: CLIENT_ID,
          Username: 'ece@wallet.test',
          ConfirmationCode: DEMO_CONFIRMATION_CODE,
        })
      ).status,
    ).toBe(200);
    const id = decodeJwt(tokensOf(await signIn('ece@wallet.test', 'Str0ng#Pass')).IdToken);
    expect(id).toMatchObject({ sub: answer.body.UserSub, given_name: 'Ece', family_name: 'Demir', 'custom:nw': '1' });
    expect(
      await call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: 'ece@wallet.test', ConfirmationCode: DEMO_CONFIRMATION_CODE }),
    ).toMatchObject({
      body: { __type: 'NotAuthorizedException' },
    });
  });

  it.each([
    [
      'an existing email',
      { Username: 'demo@wallet.test', UserAttributes: [{ Name: 'email', Value: 'demo@wallet.test' }] },
      'UsernameExistsException',
    ],
    ['a weak password', { Password: 'short' }, 'InvalidPasswordException'],
    ['a password without a symbol', { Password: 'Str0ngPass' }, 'InvalidPasswordException'],
    [
      'a username that is not an email',
      { Username: 'ece', UserAttributes: [{ Name: 'email', Value: 'ece' }] },
      'InvalidParameterException',
    ],
  ])('refuses %s', async (_label, overrides, type) => {
    expect(await call('SignUp', newUser(overrides))).toMatchObject({ status: 400, body: { __type: type } });
  });

  it('refuses an expired code and sends a new one, up to a limit', async () => {
    await call('SignUp', newUser());
    cognitoMock.expirePendingCodes();
    expect(
      await call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: 'ece@wallet.test', ConfirmationCode: DEMO_CONFIRMATION_CODE }),
    ).toMatchObject({
      body: { __type: 'ExpiredCodeException' },
    });
    expect(await call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: 'ece@wallet.test' })).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } },
    });
    expect(
      (
        await call('ConfirmSignUp', {
          ClientId: CLIENT_ID,
          Username: 'ece@wallet.test',
          ConfirmationCode: DEMO_CONFIRMATION_CODE,
        })
      ).status,
    ).toBe(200);
    expect(cognitoMock.isConfirmed('ece@wallet.test')).toBe(true);
    expect(await call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: 'ece@wallet.test' })).toMatchObject({
      body: { __type: 'InvalidParameterException' },
    });
  });

  it('limits how many codes are sent', async () => {
    await call('SignUp', newUser());
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(await call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: 'ece@wallet.test' }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 400]);
    expect(answers[4]?.body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });
});

describe('Cognito mock: forgot password', () => {
  it('resets the password with the demo code', async () => {
    expect(await call('ForgotPassword', { ClientId: CLIENT_ID, Username: 'demo@wallet.test' })).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { Destination: 'd***@w***' } },
    });
    const confirm = (overrides: Record<string, unknown>) =>
      call('ConfirmForgotPassword', {
        ClientId: CLIENT_ID,
        Username: 'demo@wallet.test',
        ConfirmationCode: DEMO_CONFIRMATION_CODE,
        Password: 'N3w#Password',
        ...overrides,
      });
    expect(await confirm({ ConfirmationCode: '111111' })).toMatchObject({ body: { __type: 'CodeMismatchException' } });
    expect(await confirm({ Password: 'weak' })).toMatchObject({ body: { __type: 'InvalidPasswordException' } });
    expect((await confirm({})).status).toBe(200);
    expect((await signIn('demo@wallet.test')).status).toBe(400);
    expect((await signIn('demo@wallet.test', 'N3w#Password')).status).toBe(200);
  });

  it('refuses unknown users and expired codes', async () => {
    expect(await call('ForgotPassword', { ClientId: CLIENT_ID, Username: 'nobody@wallet.test' })).toMatchObject({
      body: { __type: 'UserNotFoundException' },
    });
    await call('ForgotPassword', { ClientId: CLIENT_ID, Username: 'demo@wallet.test' });
    cognitoMock.expirePendingCodes();
    expect(
      await call('ConfirmForgotPassword', {
        ClientId: CLIENT_ID,
        Username: 'demo@wallet.test',
        ConfirmationCode: DEMO_CONFIRMATION_CODE,
        Password: 'N3w#Password',
      }),
    ).toMatchObject({ body: { __type: 'ExpiredCodeException' } });
  });
});

describe('Cognito mock: test controls', () => {
  it('fails the next refreshes as asked, then answers again', async () => {
    const { RefreshToken } = tokensOf(await signIn('demo@wallet.test'));
    const refresh = () => call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken });
    cognitoMock.failNextRefresh('notAuthorized');
    cognitoMock.failNextRefresh('serverError', 2);
    expect(await refresh()).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    expect(await refresh()).toMatchObject({ status: 500, body: { __type: 'InternalErrorException' } });
    expect(await refresh()).toMatchObject({ status: 500 });
    expect((await refresh()).status).toBe(200);
    cognitoMock.failNextRefresh('networkError');
    await expect(refresh()).rejects.toThrow(TypeError);
    expect(cognitoMock.refreshCalls()).toBe(5);
    expect(cognitoMock.callCount('GetTokensFromRefreshToken')).toBe(5);
  });

  it('persists sign-ups in the given storage and reloads them', async () => {
    const storage = window.localStorage;
    cognitoState.usePersistence(storage);
    try {
      await call('SignUp', {
        ClientId: CLIENT_ID,
        Username: 'kept@wallet.test',
        Password: 'Str0ng#Pass',
        UserAttributes: [{ Name: 'email', Value: 'kept@wallet.test' }],
      });
      expect(storage.getItem('wallet-demo:cognito')).toContain('kept@wallet.test');
      cognitoState.usePersistence(storage);
      expect(cognitoMock.isConfirmed('kept@wallet.test')).toBe(false);
    } finally {
      cognitoState.usePersistence(undefined);
      cognitoMock.reset();
    }
    expect(cognitoMock.isConfirmed('kept@wallet.test')).toBeUndefined();
  });
});
