import { storageKeys } from './keys';
import { sanitizeRedirectPath } from './redirect-path';
import { readItem, removeItem, removeKeysWithPrefix, writeItem, type StorageArea } from './storage';
import { applyUserPatch, parseStoredUser, type StoredUser, type StoredUserPatch } from './user-profile';

/**
 * Typed access to the client settings of spec section 3 that belong to the session: the rememberMe flag,
 * the `cognito_user` record, the signed_in / signed_out markers, the referral code, the utm source and the
 * post-login target path. Nothing else reads or writes these keys.
 */

const TRUE = 'true';

// ── rememberMe ───────────────────────────────────────────────────────────────────────────────────────────
/** The rememberMe flag lives in persistent storage: it must be known at start, before any session is read. */
export function readRememberMe(): boolean {
  return readItem(storageKeys.rememberMe, 'local') === TRUE;
}

export function writeRememberMe(rememberMe: boolean): void {
  if (rememberMe) writeItem(storageKeys.rememberMe, TRUE, 'local');
  else removeItem(storageKeys.rememberMe, 'local');
}

export function removeRememberMe(): void {
  removeItem(storageKeys.rememberMe, 'local');
}

/** Where the session lives: persistent storage with rememberMe, otherwise the tab's session storage. */
export function sessionArea(rememberMe: boolean = readRememberMe()): StorageArea {
  return rememberMe ? 'local' : 'session';
}

/**
 * What a remembered session carries across the clearing of session storage (ADR 0005): the post-login target
 * (a sign-in clears the tab's storage before the app continues to that path) and the demo backend's per-tab
 * controls (`wallet-demo:*`, which only the demo build writes).
 */
const CARRIED_ACROSS_REMEMBER_ME: readonly string[] = [storageKeys.redirectPath];
const CARRIED_PREFIXES: readonly string[] = ['wallet-demo:'];

function isCarriedAcross(key: string): boolean {
  return CARRIED_ACROSS_REMEMBER_ME.includes(key) || CARRIED_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/**
 * The spec's remember-me rule: with rememberMe the session lives in persistent storage and session storage is
 * cleared — every entry except the few carried across. Nothing happens without rememberMe. Returns whether it cleared.
 */
export function clearSessionStorageWhenRemembered(rememberMe: boolean = readRememberMe()): boolean {
  if (!rememberMe) return false;
  removeKeysWithPrefix('', 'session', isCarriedAcross);
  return true;
}

// ── cognito_user ─────────────────────────────────────────────────────────────────────────────────────────
function parseUser(raw: string | null): StoredUser | null {
  if (raw === null) return null;
  try {
    return parseStoredUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The stored user record from the area rememberMe selects; null when absent or unreadable. */
export function readStoredUser(): StoredUser | null {
  return parseUser(readItem(storageKeys.user, sessionArea()));
}

/**
 * Stores the user record where rememberMe says. With rememberMe the copy in session storage is removed (the
 * spec's "session storage is cleared"); without it, any persistent copy from an earlier session is removed.
 */
export function writeStoredUser(user: StoredUser, rememberMe: boolean = readRememberMe()): void {
  const target = sessionArea(rememberMe);
  writeItem(storageKeys.user, JSON.stringify(user), target);
  removeItem(storageKeys.user, target === 'local' ? 'session' : 'local');
}

/** Applies a change from the users service (e.g. a new name or image) to the stored record, if any. */
export function updateStoredUser(patch: StoredUserPatch): StoredUser | null {
  const user = readStoredUser();
  if (!user) return null;
  const next = applyUserPatch(user, patch);
  writeStoredUser(next);
  return next;
}

export function removeStoredUser(): void {
  removeItem(storageKeys.user, 'local');
  removeItem(storageKeys.user, 'session');
}

// ── signed_in / signed_out markers ───────────────────────────────────────────────────────────────────────
export function markSignedIn(): void {
  writeItem(storageKeys.signedIn, TRUE, 'local');
}

export function removeSignedInMarker(): void {
  removeItem(storageKeys.signedIn, 'local');
}

export function hasSignedInMarker(): boolean {
  return readItem(storageKeys.signedIn, 'local') === TRUE;
}

/** Set on sign-out; the next start (or the sign-out itself) shows 'You have been logged out.' once. */
export function markSignedOut(): void {
  writeItem(storageKeys.signedOut, TRUE, 'local');
}

export function hasSignedOutMarker(): boolean {
  return readItem(storageKeys.signedOut, 'local') !== null;
}

export function removeSignedOutMarker(): void {
  removeItem(storageKeys.signedOut, 'local');
}

// ── referral code ────────────────────────────────────────────────────────────────────────────────────────
export function readReferralCode(): string | null {
  return readItem(storageKeys.referralCode, 'local');
}

export function writeReferralCode(code: string): void {
  const trimmed = code.trim();
  if (trimmed) writeItem(storageKeys.referralCode, trimmed, 'local');
}

export function removeReferralCode(): void {
  removeItem(storageKeys.referralCode, 'local');
}

// ── utm source ───────────────────────────────────────────────────────────────────────────────────────────
export function readUtmSource(): string | null {
  return readItem(storageKeys.utmSource, 'local');
}

/**
 * If no source marker is stored yet, saves the current URL query string (without its leading `?`) as the
 * utm source (spec section 4). An empty query string stores nothing, so a later visit can still record one.
 * Returns the stored source.
 */
export function saveUtmSourceFromQuery(search: string): string | null {
  const existing = readUtmSource();
  if (existing !== null) return existing;
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return null;
  writeItem(storageKeys.utmSource, query, 'local');
  return query;
}

// ── post-login target path ───────────────────────────────────────────────────────────────────────────────
/**
 * Remembers where to continue after sign-in. Kept per tab (session storage), so the hosted sign-in round
 * trip returns to it and other tabs are not affected. Only a same-origin path is stored; returns whether it was.
 */
export function writeRedirectPath(path: string): boolean {
  const safe = sanitizeRedirectPath(path);
  if (safe === null) return false;
  writeItem(storageKeys.redirectPath, safe, 'session');
  return true;
}

/** The stored target path (sanitised again on the way out: storage can be edited), without removing it. */
export function readRedirectPath(): string | null {
  return sanitizeRedirectPath(readItem(storageKeys.redirectPath, 'session'));
}

/** Reads and removes the stored target path. */
export function takeRedirectPath(): string | null {
  const path = readRedirectPath();
  removeItem(storageKeys.redirectPath, 'session');
  return path;
}
