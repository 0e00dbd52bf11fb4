import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { cognitoMock } from '@/mocks/cognito';
import { DEMO_PASSWORD, demoUsers } from '@/mocks/fixtures/demo-users';
import { configureAuth, loadSession, signIn } from '@/services/auth';
import { config } from '@/services/config/env';
import { hasSignedInMarker, readStoredUser, writeReferralCode } from '@/services/storage';
import { getFreshAccessToken } from '../session/fresh-token';
import type { SessionSnapshot } from '../session/session.machine';
import type { SignOutNotice } from '../sign-out/sign-out.machine';
import { amplifyImplementations, createRootActor, sessionOf, signOut, signOutOf, type RootActorRef } from './root.machine';

/** The root actor with the real adapters: real Amplify against the Cognito mock (msw/node). */

const prefix = `CognitoIdentityServiceProvider.${config.cognito.userPoolClientId}`;
const authKeys = (storage: Storage) => Object.keys(storage).filter((key) => key.startsWith(prefix));

let root: RootActorRef;
let clock: SimulatedClock;
const notify = vi.fn<(notice: SignOutNotice) => void>();
const navigate = vi.fn<(to: string) => void>();

beforeEach(async () => {
  cognitoMock.reset();
  await configureAuth();
  clock = new SimulatedClock();
  root = createRootActor({ ...amplifyImplementations, notify, navigate }, { clock });
  root.start();
});

afterEach(() => {
  root.stop();
  vi.useRealTimers();
});

const until = (predicate: (snapshot: SessionSnapshot) => boolean) => waitFor(sessionOf(root), predicate);
const signedIn = (s: SessionSnapshot) => s.matches({ signedIn: { tokens: 'active' } });

async function signInCustomer(rememberMe = false) {
  await until((s) => s.matches('signedOut'));
  await expect(signIn({ email: demoUsers.customer.email, password: DEMO_PASSWORD, rememberMe })).resolves.toEqual({
    status: 'signedIn',
  });
  return until(signedIn);
}

describe('session with Amplify', () => {
  it('follows a sign-in and stores the user profile in session storage', async () => {
    const snapshot = await signInCustomer(false);
    const user = readStoredUser();
    expect(user).toEqual(snapshot.context.user);
    expect(user).toMatchObject({
      fullName: 'Deniz Yılmaz',
      email: 'demo@wallet.test',
      userId: 'u-1001',
      isAdmin: false,
      tenantId: 'default',
    });
    expect(user?.accessToken).toBe((await loadSession())?.accessToken);
    expect(sessionStorage.getItem('cognito_user')).not.toBeNull();
    expect(localStorage.getItem('cognito_user')).toBeNull();
    expect(hasSignedInMarker()).toBe(true);
  });

  it('stores the user profile in persistent storage with rememberMe', async () => {
    await signInCustomer(true);
    expect(JSON.parse(localStorage.getItem('cognito_user') ?? 'null')).toMatchObject({ email: 'demo@wallet.test' });
    expect(sessionStorage.getItem('cognito_user')).toBeNull();
    expect(authKeys(sessionStorage)).toEqual([]);
  });

  it('reads the admin roles from the access token', async () => {
    await until((s) => s.matches('signedOut'));
    await signIn({ email: demoUsers.tenantAdmin.email, password: DEMO_PASSWORD, rememberMe: false });
    const snapshot = await until(signedIn);
    expect(snapshot.context.user).toMatchObject({ isAdmin: false, isTenantAdmin: true, tenantId: 'tenant-partner-7' });
  });

  it('picks a stored session up at start', async () => {
    await signInCustomer(true);
    root.stop();
    root = createRootActor({ ...amplifyImplementations, notify, navigate }, { clock });
    root.start();
    expect((await until(signedIn)).context.user?.email).toBe('demo@wallet.test');
  });

  it('refreshes an expired access token before the next request, once for concurrent callers', async () => {
    await signInCustomer();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => getFreshAccessToken(sessionOf(root))));
    expect(cognitoMock.refreshCalls()).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(readStoredUser()?.accessToken).toBe(tokens[0]);
  });

  it('signs the user out when the refresh is answered NotAuthorized', async () => {
    await signInCustomer();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    cognitoMock.failNextRefresh('notAuthorized');
    await expect(getFreshAccessToken(sessionOf(root))).resolves.toBeNull();
    expect(sessionOf(root).getSnapshot().matches('signedOut')).toBe(true);
    expect(readStoredUser()).toBeNull();
    expect(authKeys(sessionStorage)).toEqual([]);
  });

  it('signs the user out to sign-in, tokens cleared and the target kept, when the refresh answers 500', async () => {
    await signInCustomer();
    window.history.replaceState(null, '', '/wallet');
    try {
      cognitoMock.failNextRefresh('serverError', 3);
      await expect(getFreshAccessToken(sessionOf(root), { forceRefresh: true })).resolves.toBeNull();
      expect(cognitoMock.refreshCalls()).toBe(3);
      expect(sessionOf(root).getSnapshot().matches('signedOut')).toBe(true);
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/sign-in'));
      expect(await loadSession()).toBeNull();
      expect(readStoredUser()).toBeNull();
      expect(sessionStorage.getItem('redirect_path')).toBe('/wallet');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps the session on a network error and refreshes when the network returns', async () => {
    const before = await signInCustomer();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    cognitoMock.failNextRefresh('networkError', 3);
    await expect(getFreshAccessToken(sessionOf(root))).rejects.toMatchObject({ kind: 'network' });
    const waiting = sessionOf(root).getSnapshot();
    expect(waiting.matches({ signedIn: { tokens: 'retryWaiting' } })).toBe(true);
    expect(waiting.context.session?.accessToken).toBe(before.context.session?.accessToken);
    window.dispatchEvent(new Event('online'));
    const after = await until(signedIn);
    expect(after.context.session?.accessToken).not.toBe(before.context.session?.accessToken);
  });
});

describe('sign-out with Amplify', () => {
  it('signs out globally, revokes the refresh token, clears the markers and ends at /', async () => {
    await signInCustomer(true);
    writeReferralCode('FRIEND10');
    signOut(root);
    await waitFor(signOutOf(root), (s) => s.matches('noticePending'));
    expect(cognitoMock.callCount('GlobalSignOut')).toBe(1);
    expect(cognitoMock.callCount('RevokeToken')).toBe(1);
    expect(sessionOf(root).getSnapshot().matches('signedOut')).toBe(true);
    expect(localStorage.getItem('signed_in')).toBeNull();
    expect(localStorage.getItem('signed_out')).toBe('true');
    expect(localStorage.getItem('cognito_user')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(localStorage.getItem('referral_code')).toBeNull();
    expect(authKeys(localStorage)).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/');
    clock.increment(1000);
    expect(notify).toHaveBeenCalledWith({ kind: 'warning', messageId: 'notices.loggedOut' });
    expect(localStorage.getItem('signed_out')).toBeNull();
  });
});
