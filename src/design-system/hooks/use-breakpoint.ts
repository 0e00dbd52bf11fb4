import { useSyncExternalStore } from 'react';
import { breakpointsPx } from '../theme/breakpoints';

export type Breakpoint = keyof typeof breakpointsPx;

const queryOf = (breakpoint: Breakpoint) => `(min-width: ${breakpointsPx[breakpoint]}px)`;

/**
 * One MediaQueryList per query, and its last answer: React reads the snapshot on every render of every user, and
 * reading `matches` while a render is changing the page makes the browser recompute styles first.
 */
interface Watched {
  list: MediaQueryList;
  matches: boolean;
}
const watched = new Map<string, Watched>();
function watch(query: string): Watched {
  let entry = watched.get(query);
  if (!entry) {
    const list = window.matchMedia(query);
    const created: Watched = { list, matches: list.matches };
    // Registered before any subscriber's, so subscribers are told after the answer is updated.
    list.addEventListener('change', (event) => {
      created.matches = event.matches;
    });
    watched.set(query, created);
    entry = created;
  }
  return entry;
}

/**
 * Whether the viewport is at least `breakpoint` wide (Panda's `{ base, md }` conditions, for a screen that
 * renders one of two layouts instead of both with one hidden). Without matchMedia (jsdom) it is wide.
 */
export function useBreakpointUp(breakpoint: Breakpoint): boolean {
  const query = queryOf(breakpoint);
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const { list } = watch(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (typeof window.matchMedia === 'function' ? watch(query).matches : true),
    () => true,
  );
}
