import { describe, expect, it } from 'vitest';
import { AuthValidationError } from './errors';
import { decodeJwtClaims, isWellFormedJwt } from './jwt';

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const token = `${encode({ alg: 'none' })}.${encode({ sub: 's', family_name: 'Yılmaz', exp: 5 })}.`;

describe('JWT format (spec section 5)', () => {
  it('reads the claims of a three-part token, UTF-8 included', () => {
    expect(isWellFormedJwt(token)).toBe(true);
    expect(decodeJwtClaims(token)).toEqual({ sub: 's', family_name: 'Yılmaz', exp: 5 });
  });

  it.each([
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['no dots', 'abc'],
    ['empty header', `.${encode({})}.s`],
    ['empty payload', `${encode({})}..s`],
    ['a payload that is not JSON', `${encode({})}.bm90IGpzb24.s`],
    ['a payload that is not an object', `${encode({})}.${encode([1, 2])}.s`],
  ])("refuses %s with 'Invalid token'", (_label, value) => {
    let error: unknown;
    try {
      decodeJwtClaims(value);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AuthValidationError);
    expect(error).toMatchObject({ message: 'Invalid token', messageId: 'errors.auth.invalidToken' });
  });

  it('refuses values that are not strings', () => {
    expect(isWellFormedJwt(undefined)).toBe(false);
    expect(() => decodeJwtClaims(42)).toThrow('Invalid token');
  });
});
