// zod's tree-shakable build: the session reads this on every page's first load.
import * as z from 'zod/mini';

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

export const storedUserSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  username: z.string(),
  fullName: z.string(),
  birthdate: z.nullable(z.string()),
  gender: z.enum(GENDERS),
  email: z.string(),
  nw: z.number(),
  nickname: z.nullable(z.string()),
  isAdmin: z.boolean(),
  isTenantAdmin: z.boolean(),
  idToken: z.string(),
  accessToken: z.string(),
  /** Access token expiry, in seconds since the epoch (the `exp` claim). */
  accessTokenExp: z.number(),
  userId: z.string(),
  tenantId: z.string(),
  sub_id: z.string(),
  /** Profile image URL, used by the layout's avatar. */
  image: z.nullable(z.string()),
  /** When the profile last changed (seconds or an ISO date): the avatar's cache-busting timestamp. */
  updatedAt: z.nullable(z.union([z.number(), z.string()])),
});

export type StoredUser = z.infer<typeof storedUserSchema>;

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
