import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { cognitoMock, cognitoScenarios, DEMO_CONFIRMATION_CODE } from '@/mocks/cognito';
import { server } from '@/mocks/node';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { config } from '@/services/config/env';
import { hasSignedInMarker, readRememberMe } from '../storage';
import { accessTokenSource, sessionRefresher } from './access-token';
import {
  authErrorCode,
  confirmPasswordReset,
  confirmSignUp,
  fetchUserAttributes,
  getCurrentUser,
  listenToAuthEvents,
  loadSession,
  profileOf,
  requestPasswordReset,
  resendSignUpCode,
  signIn,
  signOutGlobally,
  signUp,
  type AuthHubEvent,
} from './adapter';
import { configureAuth } from './configure';
import { RefreshError } from './errors';
import { decodeJwtClaims } from './jwt';

/** The real Amplify library against the Cognito mock (msw/node). */

const prefix = `CognitoIdentityServiceProvider.${config.cognito.userPoolClientId}`;
const authKeys = (storage: Storage) => Object.keys(storage).filter((key) => key.startsWith(prefix));

let hubEvents: AuthHubEvent[] = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  cognitoMock.reset();
  configureAuth();
  hubEvents = [];
  stopListening = listenToAuthEvents((event) => hubEvents.push(event));
});

afterEach(() => {
  stopListening();
  vi.useRealTimers();
});

async function signInCustomer(rememberMe = false): Promise<void> {
  await expect(signIn({ email: demoUsers.customer.email, password: DEMO_PASSWORD, rememberMe })).resolves.toEqual({
    status: 'signedIn',
  });
}

describe('sign-in (USER_PASSWORD_AUTH)', () => {
  it('signs the customer in and keeps the tokens in session storage without rememberMe', async () => {
    await signInCustomer(false);
    expect(authKeys(sessionStorage)).toEqual(
      expect.arrayContaining([
        `${prefix}.LastAuthUser`,
        `${prefix}.demo@wallet.test.accessToken`,
        `${prefix}.demo@wallet.test.refreshToken`,
      ]),
    );
    expect(authKeys(localStorage)).toEqual([]);
    expect(readRememberMe()).toBe(false);
    expect(hasSignedInMarker()).toBe(true);
    expect(hubEvents).toContainEqual({ type: 'signedIn' });
    expect(await getCurrentUser()).toMatchObject({ userId: demoUsers.customer.sub, username: demoUsers.customer.sub });
  });

  it('keeps the tokens in persistent storage with rememberMe and clears session storage', async () => {
    sessionStorage.setItem(`${prefix}.stale.accessToken`, 'x');
    await signInCustomer(true);
    expect(authKeys(localStorage)).toEqual(expect.arrayContaining([`${prefix}.demo@wallet.test.accessToken`]));
    expect(authKeys(sessionStorage)).toEqual([]);
    expect(readRememberMe()).toBe(true);
    // A later configure (e.g. a reload) keeps using the remembered storage.
    configureAuth();
    expect(await loadSession()).not.toBeNull();
  });

  it('builds the user profile from the tokens', async () => {
    await signInCustomer();
    const session = await loadSession();
    expect(session).not.toBeNull();
    if (!session) return;
    expect(profileOf(session)).toMatchObject({
      name: 'Deniz',
      lastname: 'Yılmaz',
      fullName: 'Deniz Yılmaz',
      email: 'demo@wallet.test',
      gender: 'Female',
      userId: 'u-1001',
      sub_id: demoUsers.customer.sub,
      tenantId: 'default',
      nw: 0,
      isAdmin: false,
      accessTokenExp: decodeJwtClaims(session.accessToken).exp,
    });
  });

  it('refuses a wrong password with NotAuthorizedException', async () => {
    const attempt = signIn({ email: demoUsers.customer.email, password: 'wrong', rememberMe: false });
    await expect(attempt).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(authErrorCode(await attempt.catch((error: unknown) => error))).toBe('NotAuthorizedException');
    expect(hasSignedInMarker()).toBe(false);
    expect(await loadSession()).toBeNull();
  });

  it('asks an unconfirmed user to confirm the sign-up', async () => {
    cognitoMock.addUser({ ...demoUsers.customer, sub: 'sub-unconfirmed', email: 'wait@wallet.test' }, { confirmed: false });
    await expect(signIn({ email: 'wait@wallet.test', password: DEMO_PASSWORD, rememberMe: false })).resolves.toEqual({
      status: 'confirmSignUp',
    });
    expect(await loadSession()).toBeNull();
  });

  it('reads the attributes with GetUser', async () => {
    await signInCustomer();
    expect(await fetchUserAttributes()).toMatchObject({
      email: 'demo@wallet.test',
      given_name: 'Deniz',
      'custom:user_id': 'u-1001',
    });
    expect(cognitoMock.callCount('GetUser')).toBe(1);
  });
});

describe('token refresh', () => {
  it('refreshes an expired access token with one GetTokensFromRefreshToken call for 5 parallel requests', async () => {
    await signInCustomer();
    const expired = (await loadSession())?.accessToken;
    // Six minutes later the five-minute access token has expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => accessTokenSource()));
    expect(cognitoMock.refreshCalls()).toBe(1);
    expect(cognitoMock.callCount('GetTokensFromRefreshToken')).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(expired);
    expect((await loadSession())?.accessToken).toBe(tokens[0]);
    expect(hubEvents).toContainEqual({ type: 'tokenRefresh' });
    // Fresh now: no further refresh.
    await accessTokenSource();
    expect(cognitoMock.refreshCalls()).toBe(1);
  });

  it('gives no token and clears the session when the refresh is answered NotAuthorized', async () => {
    await signInCustomer();
    cognitoMock.failNextRefresh('notAuthorized');
    await expect(sessionRefresher.ensureFresh({ forceRefresh: true })).rejects.toMatchObject({ kind: 'notAuthorized' });
    expect(await loadSession()).toBeNull();
    expect(await accessTokenSource()).toBeNull();
    expect(hubEvents.map((event) => event.type)).toContain('tokenRefresh_failure');
  });

  it('reports a refresh answered 500 (after Amplify’s 3 attempts) as a failure that ends the session', async () => {
    await signInCustomer();
    cognitoMock.failNextRefresh('serverError', 3);
    const failure = await sessionRefresher.ensureFresh({ forceRefresh: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RefreshError);
    // Amplify keeps the tokens; the session machine clears them on this kind (spec section 4).
    expect(failure).toMatchObject({ kind: 'other' });
    expect(cognitoMock.refreshCalls()).toBe(3);
  });

  it('keeps the tokens on a network error', async () => {
    await signInCustomer();
    cognitoMock.failNextRefresh('networkError', 3);
    await expect(sessionRefresher.ensureFresh({ forceRefresh: true })).rejects.toMatchObject({ kind: 'network' });
    expect(await loadSession()).not.toBeNull();
  });
});

describe('the hosted sign-in return (/slanding)', () => {
  it('reads the session only once Amplify has traded the redirect for tokens', async () => {
    let finishOAuth: () => void = () => undefined;
    const oauthInFlight = new Promise<undefined>((resolve) => (finishOAuth = () => resolve(undefined)));
    vi.spyOn(cognitoUserPoolsTokenProvider.tokenOrchestrator, 'waitForInflightOAuth').mockReturnValue(oauthInFlight);
    let settled = false;
    const session = loadSession().finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    // Amplify stores the tokens of the redirect, then releases its waiters.
    vi.mocked(cognitoUserPoolsTokenProvider.tokenOrchestrator.waitForInflightOAuth).mockRestore();
    await signInCustomer();
    finishOAuth();
    await expect(session).resolves.toMatchObject({ username: 'demo@wallet.test' });
  });
});

describe('sign-out', () => {
  it('still signs out locally when the global sign-out fails', async () => {
    await signInCustomer();
    server.use(cognitoScenarios.error('GlobalSignOut', 'InternalErrorException', { status: 500 }));
    await expect(signOutGlobally()).resolves.toMatchObject({ hostedOAuth: false });
    expect(authKeys(sessionStorage)).toEqual([]);
    expect(await loadSession()).toBeNull();
  });

  it('signs out globally, removes the tokens and hands back the refresh token to revoke', async () => {
    await signInCustomer();
    const refreshToken = sessionStorage.getItem(`${prefix}.demo@wallet.test.refreshToken`);
    await expect(signOutGlobally()).resolves.toEqual({ hostedOAuth: false, refreshToken });
    expect(cognitoMock.callCount('GlobalSignOut')).toBe(1);
    expect(cognitoMock.callCount('RevokeToken')).toBe(0);
    expect(authKeys(sessionStorage)).toEqual([]);
    expect(hubEvents).toContainEqual({ type: 'signedOut' });
  });
});

describe('sign-up and password reset', () => {
  it('signs a new user up, confirms the code and signs in', async () => {
    const result = await signUp({ email: 'ece@wallet.test', password: 'Str0ng#Pass', name: 'Ece', lastname: 'Demir' });
    expect(result).toEqual({ status: 'confirmSignUp', destination: 'e***@w***' });
    await expect(resendSignUpCode({ email: 'ece@wallet.test' })).resolves.toEqual({ destination: 'e***@w***' });
    await expect(confirmSignUp({ email: 'ece@wallet.test', code: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await confirmSignUp({ email: 'ece@wallet.test', code: DEMO_CONFIRMATION_CODE });
    await expect(signIn({ email: 'ece@wallet.test', password: 'Str0ng#Pass', rememberMe: false })).resolves.toEqual({
      status: 'signedIn',
    });
    const session = await loadSession();
    expect(session && profileOf(session)).toMatchObject({ fullName: 'Ece Demir', nw: 1, email: 'ece@wallet.test' });
  });

  it('refuses a sign-up for an existing email or a weak password', async () => {
    await expect(signUp({ email: 'demo@wallet.test', password: 'Str0ng#Pass', name: 'A', lastname: 'B' })).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });
    await expect(signUp({ email: 'ece@wallet.test', password: 'weakpass', name: 'A', lastname: 'B' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    await expect(requestPasswordReset({ email: 'demo@wallet.test' })).resolves.toEqual({ destination: 'd***@w***' });
    await confirmPasswordReset({ email: 'demo@wallet.test', code: DEMO_CONFIRMATION_CODE, newPassword: 'N3w#Password' });
    await expect(signIn({ email: 'demo@wallet.test', password: DEMO_PASSWORD, rememberMe: false })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(signIn({ email: 'demo@wallet.test', password: 'N3w#Password', rememberMe: false })).resolves.toEqual({
      status: 'signedIn',
    });
  });
});
