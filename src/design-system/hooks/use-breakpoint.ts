import { useSyncExternalStore } from 'react';
import { breakpointsPx } from '../theme/breakpoints';

export type Breakpoint = keyof typeof breakpointsPx;

const queryOf = (breakpoint: Breakpoint) => `(min-width: ${breakpointsPx[breakpoint]}px)`;

/**
 * Whether the viewport is at least `breakpoint` wide (Panda's `{ base, md }` conditions, for a screen that
 * renders one of two layouts instead of both with one hidden). Without matchMedia (jsdom) it is wide.
 */
export function useBreakpointUp(breakpoint: Breakpoint): boolean {
  const query = queryOf(breakpoint);
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => true,
  );
}
