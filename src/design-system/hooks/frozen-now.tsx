import { createContext, useContext, type ReactNode } from 'react';

const FrozenNowContext = createContext<number | null>(null);

/**
 * Relative times inside read "now" as `at` instead of the ticking clock: for stories and screenshots,
 * where the clock moves on while one page shows story after story, and "25 minutes ago" became "26".
 */
export function FrozenNow({ at, children }: { at: number; children: ReactNode }) {
  return <FrozenNowContext.Provider value={at}>{children}</FrozenNowContext.Provider>;
}

/** The pinned instant of an enclosing FrozenNow, else null. */
export function useFrozenNow(): number | null {
  return useContext(FrozenNowContext);
}
