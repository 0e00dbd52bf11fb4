import { describe, expect, it, vi } from 'vitest';
import { prefetchWayOut, type SessionLike } from './prefetch-way-out';

/** A session whose state the test sets. */
function fakeSession(signedIn: boolean) {
  let state = signedIn;
  const listeners = new Set<(snapshot: { matches(state: 'signedIn'): boolean }) => void>();
  const snapshot = () => ({ matches: (name: 'signedIn') => name === 'signedIn' && state });
  const session: SessionLike = {
    getSnapshot: snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  const set = (next: boolean) => {
    state = next;
    for (const listener of [...listeners]) listener(snapshot());
  };
  return { session, set, listeners };
}

describe('prefetchWayOut', () => {
  it('loads the way out once the tab is signed in and idle, not before', () => {
    const { session, set, listeners } = fakeSession(false);
    const load = vi.fn(async () => undefined);
    const idle: (() => void)[] = [];
    prefetchWayOut(session, { load, whenIdle: (run) => idle.push(run) });

    set(false);
    expect(idle).toHaveLength(0);
    set(true);
    expect(load).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(load).toHaveBeenCalledTimes(1);
    // Later sign-ins in the same tab find the chunk loaded: nothing more is scheduled.
    set(false);
    set(true);
    expect(idle).toHaveLength(1);
    expect(listeners.size).toBe(0);
  });

  it('schedules at once for a tab that starts signed in', () => {
    const { session } = fakeSession(true);
    const load = vi.fn(async () => undefined);
    prefetchWayOut(session, { load, whenIdle: (run) => run() });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
