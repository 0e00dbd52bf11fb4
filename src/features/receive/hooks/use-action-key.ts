import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/services/api';

/**
 * One idempotency key per customer action (ADR 0012): asking again for the same action — a retry after a
 * failure — gives the same key; once the action succeeded, `done` forgets it so the next one is new.
 */
export function useActionKey(): { keyFor: (action: string) => string; done: (action: string) => void } {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((action: string) => {
    const existing = keys.current.get(action);
    if (existing) return existing;
    const key = newIdempotencyKey();
    keys.current.set(action, key);
    return key;
  }, []);
  const done = useCallback((action: string) => {
    keys.current.delete(action);
  }, []);
  return { keyFor, done };
}
