import { describe, expect, it } from 'vitest';
import {
  clearSessionStorageWhenRemembered,
  hasSignedInMarker,
  hasSignedOutMarker,
  markSignedIn,
  markSignedOut,
  readRedirectPath,
  readReferralCode,
  readRememberMe,
  readStoredUser,
  readUtmSource,
  removeReferralCode,
  removeRememberMe,
  removeSignedInMarker,
  removeSignedOutMarker,
  removeStoredUser,
  saveUtmSourceFromQuery,
  sessionArea,
  takeRedirectPath,
  updateStoredUser,
  writeRedirectPath,
  writeReferralCode,
  writeRememberMe,
  writeStoredUser,
} from './session-state';
import { removeKeysWithPrefix } from './storage';
import { buildUserProfile, type StoredUser } from './user-profile';

const user: StoredUser = buildUserProfile({
  idToken: 'h.id.s',
  accessToken: 'h.access.s',
  idClaims: { sub: 's', given_name: 'Deniz', family_name: 'Yılmaz', email: 'demo@wallet.test' },
  accessClaims: { exp: 1 },
});

describe('rememberMe and the storage choice', () => {
  it('is off unless stored, and selects session storage then', () => {
    expect(readRememberMe()).toBe(false);
    expect(sessionArea()).toBe('session');
  });

  it('is kept in persistent storage and selects it', () => {
    writeRememberMe(true);
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(readRememberMe()).toBe(true);
    expect(sessionArea()).toBe('local');
    writeRememberMe(false);
    expect(localStorage.getItem('rememberMe')).toBeNull();
    writeRememberMe(true);
    removeRememberMe();
    expect(readRememberMe()).toBe(false);
  });
});

describe('remember me clears session storage', () => {
  it('clears every session entry but those carried across (the post-login target, the demo controls)', () => {
    sessionStorage.setItem('cognito_user', '{}');
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.demo.accessToken', 'old');
    sessionStorage.setItem('some-feature-state', 'x');
    sessionStorage.setItem('redirect_path', '/send');
    sessionStorage.setItem('wallet-demo:faults', '[]');
    writeRememberMe(true);
    expect(clearSessionStorageWhenRemembered()).toBe(true);
    expect(Object.keys(sessionStorage).sort()).toEqual(['redirect_path', 'wallet-demo:faults']);
  });

  it('leaves session storage alone without rememberMe', () => {
    sessionStorage.setItem('cognito_user', '{}');
    expect(clearSessionStorageWhenRemembered()).toBe(false);
    expect(sessionStorage.getItem('cognito_user')).toBe('{}');
  });
});

describe('cognito_user', () => {
  it('lives in session storage without rememberMe', () => {
    writeStoredUser(user, false);
    expect(JSON.parse(sessionStorage.getItem('cognito_user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('cognito_user')).toBeNull();
    expect(readStoredUser()).toEqual(user);
  });

  it('lives in persistent storage with rememberMe, and the session copy is cleared', () => {
    sessionStorage.setItem('cognito_user', JSON.stringify(user));
    writeRememberMe(true);
    writeStoredUser(user);
    expect(JSON.parse(localStorage.getItem('cognito_user') ?? 'null')).toEqual(user);
    expect(sessionStorage.getItem('cognito_user')).toBeNull();
    expect(readStoredUser()).toEqual(user);
  });

  it('removes a persistent copy when a later session is not remembered', () => {
    localStorage.setItem('cognito_user', JSON.stringify(user));
    writeStoredUser(user, false);
    expect(localStorage.getItem('cognito_user')).toBeNull();
  });

  it('reads nothing from a record that is not JSON or not a profile', () => {
    sessionStorage.setItem('cognito_user', '{not json');
    expect(readStoredUser()).toBeNull();
    sessionStorage.setItem('cognito_user', JSON.stringify({ name: 'x' }));
    expect(readStoredUser()).toBeNull();
  });

  it('applies a patch from the users service and derives fullName', () => {
    expect(updateStoredUser({ name: 'Ada' })).toBeNull();
    writeStoredUser(user, false);
    expect(updateStoredUser({ name: 'Ada', image: 'https://img.example/a.png', updatedAt: 5 })).toMatchObject({
      fullName: 'Ada Yılmaz',
      image: 'https://img.example/a.png',
      updatedAt: 5,
    });
    expect(readStoredUser()?.fullName).toBe('Ada Yılmaz');
  });

  it('is removed from both areas', () => {
    localStorage.setItem('cognito_user', JSON.stringify(user));
    sessionStorage.setItem('cognito_user', JSON.stringify(user));
    removeStoredUser();
    expect(localStorage.getItem('cognito_user')).toBeNull();
    expect(sessionStorage.getItem('cognito_user')).toBeNull();
  });
});

describe('signed_in and signed_out markers', () => {
  it('are set, read and removed', () => {
    markSignedIn();
    expect(localStorage.getItem('signed_in')).toBe('true');
    expect(hasSignedInMarker()).toBe(true);
    removeSignedInMarker();
    expect(hasSignedInMarker()).toBe(false);
    markSignedOut();
    expect(localStorage.getItem('signed_out')).toBe('true');
    expect(hasSignedOutMarker()).toBe(true);
    removeSignedOutMarker();
    expect(hasSignedOutMarker()).toBe(false);
  });
});

describe('referral code', () => {
  it('is stored trimmed and removed', () => {
    writeReferralCode('  FRIEND10 ');
    expect(readReferralCode()).toBe('FRIEND10');
    writeReferralCode('   ');
    expect(readReferralCode()).toBe('FRIEND10');
    removeReferralCode();
    expect(readReferralCode()).toBeNull();
  });
});

describe('utm source', () => {
  it('saves the current query string when none is stored', () => {
    expect(saveUtmSourceFromQuery('?utm_source=newsletter&utm_medium=email')).toBe('utm_source=newsletter&utm_medium=email');
    expect(localStorage.getItem('utm_source')).toBe('utm_source=newsletter&utm_medium=email');
  });

  it('keeps the first stored source', () => {
    saveUtmSourceFromQuery('?utm_source=first');
    expect(saveUtmSourceFromQuery('?utm_source=second')).toBe('utm_source=first');
    expect(readUtmSource()).toBe('utm_source=first');
  });

  it('stores nothing for an empty query string', () => {
    expect(saveUtmSourceFromQuery('')).toBeNull();
    expect(saveUtmSourceFromQuery('?')).toBeNull();
    expect(readUtmSource()).toBeNull();
  });
});

describe('post-login target path', () => {
  it('stores a same-origin path per tab and hands it out once', () => {
    expect(writeRedirectPath('/send?asset=BTC')).toBe(true);
    expect(sessionStorage.getItem('redirect_path')).toBe('/send?asset=BTC');
    expect(readRedirectPath()).toBe('/send?asset=BTC');
    expect(takeRedirectPath()).toBe('/send?asset=BTC');
    expect(takeRedirectPath()).toBeNull();
  });

  it('refuses to store an absolute or protocol-relative URL', () => {
    expect(writeRedirectPath('//evil.example')).toBe(false);
    expect(writeRedirectPath('https://evil.example/')).toBe(false);
    expect(sessionStorage.getItem('redirect_path')).toBeNull();
  });

  it('sanitises a tampered stored value on the way out', () => {
    sessionStorage.setItem('redirect_path', '//evil.example');
    expect(takeRedirectPath()).toBeNull();
    expect(sessionStorage.getItem('redirect_path')).toBeNull();
  });
});

describe('removeKeysWithPrefix', () => {
  it('removes a library’s entries except the protected ones', () => {
    localStorage.setItem('Lib.a', '1');
    localStorage.setItem('Lib.b', '2');
    localStorage.setItem('Lib.keep', '3');
    localStorage.setItem('Other', '4');
    removeKeysWithPrefix('Lib.', 'local', (key) => key.endsWith('.keep'));
    expect(Object.keys(localStorage).sort()).toEqual(['Lib.keep', 'Other']);
  });
});
