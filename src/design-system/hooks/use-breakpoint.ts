import { useSyncExternalStore } from 'react';
import { breakpointsPx } from '../theme/breakpoints';

export type Breakpoint = keyof typeof breakpointsPx;

const queryOf = (breakpoint: Breakpoint) => `(min-width: ${breakpointsPx[breakpoint]}px)`;

/**
 * One MediaQueryList per query: React reads the snapshot on every render of every user, and each
 * window.matchMedia call builds and evaluates a new list.
 */
const lists = new Map<string, MediaQueryList>();
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
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
      const list = mediaQueryList(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (typeof window.matchMedia === 'function' ? mediaQueryList(query).matches : true),
    () => true,
  );
}
