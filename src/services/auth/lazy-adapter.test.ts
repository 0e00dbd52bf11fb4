import { beforeEach, describe, expect, it } from 'vitest';
import { cognitoMock } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { loadSession as amplifyLoadSession, signIn } from './adapter';
import { configureAuth } from './configure';
import { loadSession } from './lazy-adapter';
import { readStoredTokens } from './token-entries';

/** The session read from storage without Amplify must be the one Amplify itself reads (same keys, same area). */
beforeEach(() => {
  cognitoMock.reset();
  configureAuth();
});

describe('the session read without Amplify', () => {
  it.each([false, true])('equals Amplify’s own reading after a sign-in (rememberMe %s)', async (rememberMe) => {
    await signIn({ email: demoUsers.customer.email, password: DEMO_PASSWORD, rememberMe });
    const byAmplify = await amplifyLoadSession();
    expect(byAmplify).not.toBeNull();
    expect(readStoredTokens()?.accessToken).toBe(byAmplify?.accessToken);
    await expect(loadSession()).resolves.toEqual(byAmplify);
  });

  it('finds no session when nothing is stored', async () => {
    localStorage.clear();
    sessionStorage.clear();
    expect(readStoredTokens()).toBeNull();
    await expect(loadSession()).resolves.toBeNull();
  });
});
