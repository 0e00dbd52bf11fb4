import { useCallback, useEffect, useRef, useState } from 'react';

/** Rows a list renders at first: a page of the feed (20), more than a drawer shows on any screen. */
export const FIRST_ROWS = 20;
/** Rows added each time the reader nears the end of those rendered. */
export const MORE_ROWS = 20;
/** How near: this many rows before the last one rendered. */
const LEAD_ROWS = 5;

export interface ProgressiveRows {
  /** How many of the rows to render. */
  shown: number;
  /** Put on the row at index `watchIndex`: once it scrolls into view, more rows render. */
  watchRef: (element: HTMLElement | null) => void;
  watchIndex: number;
  /** Call when a row gets the focus: tabbing towards the end renders more before the focus gets there. */
  focused: (index: number) => void;
}

/**
 * A long list (120 notifications after a burst of events) rendered a part at a time: the first FIRST_ROWS at
 * once, then MORE_ROWS whenever the reader scrolls or tabs near the end of what is rendered. Opening the panel
 * then costs the same with 20 items or 120 (ADR 0026); rows say their place in the whole list (aria-setsize).
 */
export function useProgressiveRows(total: number): ProgressiveRows {
  const [limit, setLimit] = useState(FIRST_ROWS);
  const shown = Math.min(total, limit);
  const watchIndex = shown < total ? Math.max(0, shown - LEAD_ROWS) : -1;
  const more = useCallback(() => setLimit((current) => current + MORE_ROWS), []);

  const observer = useRef<IntersectionObserver | null>(null);
  const watchRef = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more();
      });
      observer.current.observe(element);
    },
    [more],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  const focused = useCallback(
    (index: number) => {
      if (watchIndex >= 0 && index >= watchIndex) more();
    },
    [watchIndex, more],
  );
  return { shown, watchRef, watchIndex, focused };
}
