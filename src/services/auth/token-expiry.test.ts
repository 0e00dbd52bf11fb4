import { describe, expect, it } from 'vitest';
import { classifyRefreshFailure, RefreshError } from './errors';
import { isAccessTokenExpired } from './token-expiry';

const named = (name: string): Error => Object.assign(new Error(name), { name });

describe('isAccessTokenExpired (seconds, clock drift, tolerance)', () => {
  const exp = 1_000_000;

  it('is fresh well before exp', () => {
    expect(isAccessTokenExpired({ exp, clockDriftMs: 0, nowMs: (exp - 60) * 1000 })).toBe(false);
  });

  it('counts as expired within the 5 s tolerance', () => {
    expect(isAccessTokenExpired({ exp, clockDriftMs: 0, nowMs: (exp - 6) * 1000 })).toBe(false);
    expect(isAccessTokenExpired({ exp, clockDriftMs: 0, nowMs: (exp - 5) * 1000 })).toBe(true);
    expect(isAccessTokenExpired({ exp, clockDriftMs: 0, nowMs: exp * 1000 })).toBe(true);
  });

  it('compares whole seconds', () => {
    expect(isAccessTokenExpired({ exp, clockDriftMs: 0, nowMs: (exp - 6) * 1000 + 999 })).toBe(false);
  });

  it('uses the provider clock: a provider ahead of us expires the token sooner', () => {
    const nowMs = (exp - 60) * 1000;
    expect(isAccessTokenExpired({ exp, clockDriftMs: 58_000, nowMs })).toBe(true);
    expect(isAccessTokenExpired({ exp, clockDriftMs: -120_000, nowMs: exp * 1000 })).toBe(false);
  });

  it('treats a missing exp as expired', () => {
    expect(isAccessTokenExpired({ exp: Number.NaN, clockDriftMs: 0, nowMs: 0 })).toBe(true);
  });
});

describe('classifyRefreshFailure', () => {
  it.each(['NotAuthorizedException', 'TokenRevokedException', 'UserNotFoundException', 'RefreshTokenReuseException'])(
    '%s means signed out',
    (name) => expect(classifyRefreshFailure(named(name))).toBe('notAuthorized'),
  );

  it.each(['NetworkError', 'ERR_NETWORK'])('%s is a network error (the session is kept)', (name) =>
    expect(classifyRefreshFailure(named(name))).toBe('network'),
  );

  // Spec section 4: only a network error keeps the session; 5xx, throttling and timeouts end it.
  it.each([
    'InternalErrorException',
    'ServiceUnavailableException',
    'TooManyRequestsException',
    'LimitExceededException',
    'ThrottlingException',
    'TimeoutError',
    'iatNotFoundException',
    'InvalidParameterException',
    'UnknownError',
  ])('%s is another failure', (name) => expect(classifyRefreshFailure(named(name))).toBe('other'));

  it('keeps the kind of a RefreshError and handles non-errors', () => {
    expect(classifyRefreshFailure(new RefreshError('network'))).toBe('network');
    expect(classifyRefreshFailure('boom')).toBe('other');
    expect(classifyRefreshFailure({ name: 'NetworkError' })).toBe('network');
  });
});
