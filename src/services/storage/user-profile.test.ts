import { describe, expect, it } from 'vitest';
import { applyUserPatch, buildUserProfile, DEFAULT_TENANT_ID, fullNameOf, genderFromCode } from './user-profile';

const idClaims = {
  sub: 'sub-1',
  'cognito:username': 'user-1',
  email: 'demo@wallet.test',
  given_name: 'Deniz',
  family_name: 'Yılmaz',
  birthdate: '1991-04-23',
  gender: '2',
  nickname: 'deniz',
  'custom:user_id': 'u-1001',
  'custom:nw': '0',
  'custom:tenant_id': 'tenant-7',
  picture: 'https://img.example/deniz.png',
  updated_at: 1_760_000_000,
};
const accessClaims = { sub: 'sub-1', exp: 1_800_000_000, 'cognito:groups': ['admin'], username: 'user-1' };

describe('fullNameOf', () => {
  it('joins name and family name with a space', () => {
    expect(fullNameOf('Deniz', 'Yılmaz')).toBe('Deniz Yılmaz');
  });

  it.each([
    ['Deniz', ''],
    ['', 'Yılmaz'],
    [undefined, 'Yılmaz'],
    ['Deniz', null],
    ['  ', 'Yılmaz'],
  ])('is empty when either part is missing (%j, %j)', (name, lastname) => {
    expect(fullNameOf(name, lastname)).toBe('');
  });
});

describe('genderFromCode', () => {
  it.each([
    ['1', 'Male'],
    ['2', 'Female'],
    ['3', 'Other'],
    [1, 'Male'],
    ['4', 'Unknown'],
    ['', 'Unknown'],
    [undefined, 'Unknown'],
    ['female', 'Unknown'],
  ])('maps %j to %s', (code, gender) => {
    expect(genderFromCode(code)).toBe(gender);
  });
});

describe('buildUserProfile (cognito_user from the token claims)', () => {
  it('builds every field of the record', () => {
    expect(buildUserProfile({ idToken: 'id.jwt.x', accessToken: 'access.jwt.x', idClaims, accessClaims })).toEqual({
      name: 'Deniz',
      lastname: 'Yılmaz',
      username: 'user-1',
      fullName: 'Deniz Yılmaz',
      birthdate: '1991-04-23',
      gender: 'Female',
      email: 'demo@wallet.test',
      nw: 0,
      nickname: 'deniz',
      isAdmin: true,
      isTenantAdmin: false,
      idToken: 'id.jwt.x',
      accessToken: 'access.jwt.x',
      accessTokenExp: 1_800_000_000,
      userId: 'u-1001',
      tenantId: 'tenant-7',
      sub_id: 'sub-1',
      image: 'https://img.example/deniz.png',
      updatedAt: 1_760_000_000,
    });
  });

  it('reads roles from the access token groups only', () => {
    const tenantAdmin = buildUserProfile({
      idToken: 'i',
      accessToken: 'a',
      idClaims: { ...idClaims, 'cognito:groups': ['admin'] },
      accessClaims: { ...accessClaims, 'cognito:groups': ['t_admin'] },
    });
    expect(tenantAdmin.isAdmin).toBe(false);
    expect(tenantAdmin.isTenantAdmin).toBe(true);
    const both = buildUserProfile({
      idToken: 'i',
      accessToken: 'a',
      idClaims,
      accessClaims: { ...accessClaims, 'cognito:groups': ['admin', 't_admin'] },
    });
    expect([both.isAdmin, both.isTenantAdmin]).toEqual([true, true]);
  });

  it('defaults what the profile does not carry', () => {
    const user = buildUserProfile({
      idToken: 'i',
      accessToken: 'a',
      idClaims: { sub: 'sub-2', email: 'x@wallet.test', given_name: 'Nil' },
      accessClaims: { exp: 100 },
    });
    expect(user).toMatchObject({
      name: 'Nil',
      lastname: '',
      fullName: '',
      nw: 0,
      tenantId: DEFAULT_TENANT_ID,
      isAdmin: false,
      isTenantAdmin: false,
      gender: 'Unknown',
      birthdate: null,
      nickname: null,
      image: null,
      updatedAt: null,
      userId: '',
      sub_id: 'sub-2',
      accessTokenExp: 100,
    });
  });

  it('reads the new-user flag as a number', () => {
    const user = buildUserProfile({ idToken: 'i', accessToken: 'a', idClaims: { ...idClaims, 'custom:nw': '1' }, accessClaims });
    expect(user.nw).toBe(1);
  });
});

describe('applyUserPatch', () => {
  it('derives fullName again after the users service changes a name', () => {
    const user = buildUserProfile({ idToken: 'i', accessToken: 'a', idClaims, accessClaims });
    expect(applyUserPatch(user, { lastname: 'Kaya' }).fullName).toBe('Deniz Kaya');
    expect(applyUserPatch(user, { name: '' }).fullName).toBe('');
  });
});
