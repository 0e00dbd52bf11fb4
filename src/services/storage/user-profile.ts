/**
 * The signed-in user's profile record, stored under `cognito_user` (spec section 3). Built from the Cognito
 * ID and access token claims when a session starts or its tokens are refreshed.
 */

/** The tenant of a user whose profile carries no `custom:tenant_id` attribute (spec section 6). */
export const DEFAULT_TENANT_ID = 'default';

/** Gender codes of the profile: 1 Male, 2 Female, 3 Other, anything else Unknown. */
export const GENDERS = ['Male', 'Female', 'Other', 'Unknown'] as const;
export type Gender = (typeof GENDERS)[number];

const GENDER_BY_CODE: Readonly<Record<string, Gender>> = { '1': 'Male', '2': 'Female', '3': 'Other' };

export function genderFromCode(code: unknown): Gender {
  const key = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : '';
  return GENDER_BY_CODE[key] ?? 'Unknown';
}

/** Name and family name joined with a space; empty when either is missing (spec section 3). */
export function fullNameOf(name: string | null | undefined, lastname: string | null | undefined): string {
  const first = name?.trim() ?? '';
  const last = lastname?.trim() ?? '';
  return first && last ? `${first} ${last}` : '';
}

export interface StoredUser {
  name: string;
  lastname: string;
  username: string;
  fullName: string;
  birthdate: string | null;
  gender: Gender;
  email: string;
  nw: number;
  nickname: string | null;
  isAdmin: boolean;
  isTenantAdmin: boolean;
  idToken: string;
  accessToken: string;
  /** Access token expiry, in seconds since the epoch (the `exp` claim). */
  accessTokenExp: number;
  userId: string;
  tenantId: string;
  sub_id: string;
  /** Profile image URL, used by the layout's avatar. */
  image: string | null;
  /** When the profile last changed (seconds or an ISO date): the avatar's cache-busting timestamp. */
  updatedAt: number | string | null;
}

type FieldCheck = (value: unknown) => boolean;
const isString: FieldCheck = (value) => typeof value === 'string';
const isNumber: FieldCheck = (value) => typeof value === 'number' && !Number.isNaN(value);
const isBoolean: FieldCheck = (value) => typeof value === 'boolean';
const orNull =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === null || check(value);

/** What each field of the record must hold (checked by hand: this runs on every page's first load). */
const STORED_USER_FIELDS: Readonly<Record<keyof StoredUser, FieldCheck>> = {
  name: isString,
  lastname: isString,
  username: isString,
  fullName: isString,
  birthdate: orNull(isString),
  gender: (value) => (GENDERS as readonly unknown[]).includes(value),
  email: isString,
  nw: isNumber,
  nickname: orNull(isString),
  isAdmin: isBoolean,
  isTenantAdmin: isBoolean,
  idToken: isString,
  accessToken: isString,
  accessTokenExp: isNumber,
  userId: isString,
  tenantId: isString,
  sub_id: isString,
  image: orNull(isString),
  updatedAt: orNull((value) => isNumber(value) || isString(value)),
};

/** The stored record when every field holds what it should (other keys dropped); null otherwise. */
export function parseStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const entries = Object.entries(STORED_USER_FIELDS);
  if (!entries.every(([key, check]) => check(record[key]))) return null;
  return Object.fromEntries(entries.map(([key]) => [key, record[key]])) as unknown as StoredUser;
}

export type JwtClaims = Readonly<Record<string, unknown>>;

export interface ProfileTokens {
  idToken: string;
  accessToken: string;
  idClaims: JwtClaims;
  accessClaims: JwtClaims;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function groupsOf(claims: JwtClaims): string[] {
  const groups = claims['cognito:groups'];
  if (Array.isArray(groups)) return groups.filter((group): group is string => typeof group === 'string');
  return typeof groups === 'string' ? [groups] : [];
}

function newUserFlag(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(text(value) ?? '', 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

function updatedAtOf(value: unknown): number | string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return text(value);
}

/** Builds the `cognito_user` record from the ID and access token claims (pure). */
export function buildUserProfile({ idToken, accessToken, idClaims, accessClaims }: ProfileTokens): StoredUser {
  const name = text(idClaims.given_name) ?? text(idClaims.name) ?? '';
  const lastname = text(idClaims.family_name) ?? '';
  // Roles come from the access token's group claim (spec section 6).
  const groups = groupsOf(accessClaims);
  const sub = text(idClaims.sub) ?? text(accessClaims.sub) ?? '';
  const exp = accessClaims.exp;
  return {
    name,
    lastname,
    username: text(idClaims['cognito:username']) ?? text(accessClaims.username) ?? '',
    fullName: fullNameOf(name, lastname),
    birthdate: text(idClaims.birthdate),
    gender: genderFromCode(idClaims.gender),
    email: text(idClaims.email) ?? '',
    nw: newUserFlag(idClaims['custom:nw']),
    nickname: text(idClaims.nickname),
    isAdmin: groups.includes('admin'),
    isTenantAdmin: groups.includes('t_admin'),
    idToken,
    accessToken,
    accessTokenExp: typeof exp === 'number' && Number.isFinite(exp) ? exp : 0,
    userId: text(idClaims['custom:user_id']) ?? '',
    tenantId: text(idClaims['custom:tenant_id']) ?? DEFAULT_TENANT_ID,
    sub_id: sub,
    image: text(idClaims.picture),
    updatedAt: updatedAtOf(idClaims.updated_at),
  };
}

/** Fields the users service may change after sign-in; fullName is derived again from name and lastname. */
export type StoredUserPatch = Partial<Pick<StoredUser, 'name' | 'lastname' | 'image' | 'updatedAt' | 'nw' | 'nickname'>>;

export function applyUserPatch(user: StoredUser, patch: StoredUserPatch): StoredUser {
  const next = { ...user, ...patch };
  return { ...next, fullName: fullNameOf(next.name, next.lastname) };
}
