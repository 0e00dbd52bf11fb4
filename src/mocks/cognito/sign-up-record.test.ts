import { beforeEach, describe, expect, it } from 'vitest';
import { identityApi } from '@/services/api';
import { accessTokenSource, confirmSignUp, configureAuth, loadSession, refreshSession, signIn, signUp } from '@/services/auth';
import { setAccessTokenSource } from '@/services/http';
import { getDb, resetDb } from '../db';
import { demoUsers } from '../fixtures/demo-users';
import { cognitoMock, cognitoScenarios, COGNITO_CONTROLS_STORAGE_KEY, DEMO_CONFIRMATION_CODE } from './index';
import { cognitoState } from './state';
import { server } from '../node';

/** A demo sign-up gets an identity-service record, and the new-user flag follows registration. */

const PASSWORD = 'Str0ng#Pass';

async function signUpAndConfirm(email = 'ece@wallet.test', phoneNumber: string | null = '+905551112233') {
  await signUp({ email, password: PASSWORD, name: 'Ece', lastname: 'Demir', phoneNumber: phoneNumber ?? undefined });
  await confirmSignUp({ email, code: DEMO_CONFIRMATION_CODE });
  await signIn({ email, password: PASSWORD, rememberMe: false });
  const session = await loadSession();
  if (!session) throw new Error('no session after sign-in');
  return session;
}

beforeEach(async () => {
  cognitoMock.reset();
  await configureAuth();
  setAccessTokenSource(async () => (await accessTokenSource()) ?? undefined);
});

describe('Cognito mock → identity service: sign-ups', () => {
  it('sends the phone number as phone_number and refuses one that is not E.164', async () => {
    await signUp({ email: 'a@wallet.test', password: PASSWORD, name: 'A', lastname: 'B', phoneNumber: '+905551112233' });
    expect(cognitoState.findByEmail('a@wallet.test')?.attributes.phone_number).toBe('+905551112233');
    await expect(
      signUp({ email: 'b@wallet.test', password: PASSWORD, name: 'A', lastname: 'B', phoneNumber: '0555 111 22 33' }),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('creates no record before the email is confirmed', async () => {
    await signUp({ email: 'ece@wallet.test', password: PASSWORD, name: 'Ece', lastname: 'Demir' });
    expect(getDb().users.some((user) => user.email === 'ece@wallet.test')).toBe(false);
  });

  it('creates the identity user (nw = 1) on confirmation, which the new user can then read', async () => {
    const session = await signUpAndConfirm();
    const userId = String(session.idClaims['custom:user_id']);
    expect(session.idClaims['custom:nw']).toBe('1');

    const user = await identityApi.getUser(userId);
    expect(user).toMatchObject({
      id: userId,
      sub: session.idClaims.sub,
      email: 'ece@wallet.test',
      name: 'Ece',
      lastname: 'Demir',
      phoneNumber: '+905551112233',
      nw: 1,
      isRegisterComplete: false,
    });
    await expect(identityApi.getRegistrationStatus(userId)).resolves.toMatchObject({ isRegisterComplete: false });
  });

  it('stores no phone number when none was given', async () => {
    const session = await signUpAndConfirm('no.phone@wallet.test', null);
    await expect(identityApi.getUser(String(session.idClaims['custom:user_id']))).resolves.toMatchObject({
      phoneNumber: null,
    });
  });

  it('issues nw = 0 after registration completes', async () => {
    const session = await signUpAndConfirm();
    const userId = String(session.idClaims['custom:user_id']);
    await identityApi.completeRegistration(userId, {
      name: 'Ece',
      lastname: 'Demir',
      birthdate: '1990-05-01',
      acceptTerms: true,
    });
    const refreshed = await refreshSession();
    expect(refreshed.idClaims['custom:nw']).toBe('0');
  });

  it('gives the records back after the demo database is reset, and the seeded flags with them', async () => {
    const session = await signUpAndConfirm();
    const userId = String(session.idClaims['custom:user_id']);
    await signIn({ email: demoUsers.newcomer.email, password: demoUsers.newcomer.password, rememberMe: false });
    await identityApi.completeRegistration(demoUsers.newcomer.userId, {
      name: 'Nil',
      lastname: 'Newcomer',
      birthdate: '1995-02-03',
      acceptTerms: true,
    });
    expect(cognitoState.findBySub(demoUsers.newcomer.sub)?.attributes['custom:nw']).toBe('0');

    resetDb();
    expect(getDb().users.find((user) => user.id === userId)).toMatchObject({ email: 'ece@wallet.test', nw: 1 });
    expect(cognitoState.findBySub(demoUsers.newcomer.sub)?.attributes['custom:nw']).toBe('1');
  });
});

describe('Cognito mock: scenarios and stored controls', () => {
  it('fails one operation and lets the others through', async () => {
    server.use(cognitoScenarios.error('SignUp', 'UsernameExistsException'));
    await expect(signUp({ email: 'ece@wallet.test', password: PASSWORD, name: 'Ece', lastname: 'Demir' })).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });
    await expect(
      signIn({ email: demoUsers.customer.email, password: demoUsers.customer.password, rememberMe: false }),
    ).resolves.toEqual({ status: 'signedIn' });
  });

  it('reads the token lifetime and queued refresh faults from storage', async () => {
    cognitoState.usePersistence(localStorage);
    try {
      localStorage.setItem(
        COGNITO_CONTROLS_STORAGE_KEY,
        JSON.stringify({ accessTokenLifetimeSeconds: 42, refreshFaults: ['notAuthorized', 'bogus'] }),
      );
      expect(cognitoState.accessTokenLifetimeSeconds).toBe(42);
      expect(cognitoState.takeRefreshFault()).toBe('notAuthorized');
      expect(cognitoState.takeRefreshFault()).toBeUndefined();
      expect(JSON.parse(localStorage.getItem(COGNITO_CONTROLS_STORAGE_KEY) ?? '{}')).toEqual({
        accessTokenLifetimeSeconds: 42,
        refreshFaults: [],
      });
    } finally {
      cognitoState.usePersistence(undefined);
    }
  });
});
