import type { StorageKey } from './keys';

export type StorageArea = 'local' | 'session';

/** Storage can be missing or throw (private mode, disabled cookies): fall back to nothing stored. */
function area(which: StorageArea): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: StorageKey, which: StorageArea = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the setting simply is not remembered.
  }
}

export function removeItem(key: StorageKey, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/**
 * Removes every entry whose key starts with `prefix` and that `keep` does not protect. For keys a library
 * owns (Amplify's `CognitoIdentityServiceProvider.*` token entries), which this module cannot name one by one.
 */
export function removeKeysWithPrefix(prefix: string, which: StorageArea, keep: (key: string) => boolean = () => false): void {
  try {
    const storage = area(which);
    if (!storage) return;
    const doomed: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && key.startsWith(prefix) && !keep(key)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
