import { storageKeys } from './keys';
import { removeKeysWithPrefix } from './storage';

/**
 * Drafts of the forms a customer fills in (send, conversion, NFT, profile, support), kept per user in the
 * tab's session storage under `draft:{userId}:{formId}` so work survives an idle sign-out (issue 14). They
 * are removed on completion, on a sign-out by choice, and for any other user who signs in.
 */

/** What a draft holds: the form's values as JSON (amounts stay decimal strings). */
export type DraftValue = string | number | boolean | null | readonly DraftValue[] | { readonly [key: string]: DraftValue };
export type DraftValues = { readonly [field: string]: DraftValue };

const PREFIX = storageKeys.draft;

function keyOf(userId: string, formId: string): string {
  return `${PREFIX}${encodeURIComponent(userId)}:${formId}`;
}

const userPrefix = (userId: string) => `${PREFIX}${encodeURIComponent(userId)}:`;

/** Storage can be missing or throw (private mode): drafts are then simply not kept. */
function drafts(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveDraft(userId: string, formId: string, values: DraftValues): void {
  try {
    drafts()?.setItem(keyOf(userId, formId), JSON.stringify(values));
  } catch {
    // Quota: the draft is not kept, the form still works.
  }
}

/** The user's draft of the form, or null (none, or unreadable). */
export function readDraft(userId: string, formId: string): DraftValues | null {
  try {
    const raw = drafts()?.getItem(keyOf(userId, formId)) ?? null;
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraftValues(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function removeDraft(userId: string, formId: string): void {
  try {
    drafts()?.removeItem(keyOf(userId, formId));
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** On a sign-out by choice: every draft of that user. */
export function removeDraftsOf(userId: string): void {
  removeKeysWithPrefix(userPrefix(userId), 'session');
}

/** Every draft in this tab (Storybook starts each story without the drafts an earlier story typed). */
export function removeAllDrafts(): void {
  removeKeysWithPrefix(PREFIX, 'session');
}

/** When `userId` signs in: every other user's drafts (work is offered back only to its author). */
export function removeDraftsExcept(userId: string): void {
  const own = userPrefix(userId);
  removeKeysWithPrefix(PREFIX, 'session', (key) => key.startsWith(own));
}

function isDraftValues(value: unknown): value is DraftValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
