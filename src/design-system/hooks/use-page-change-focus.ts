import { useCallback, useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { announce } from '../a11y/live-region';
import { focusLost } from '../a11y/focus-lost';

export interface PageChangeFocusOptions {
  /** Whether the page asked for is on show: loaded, not the previous page kept while it loads. */
  pageShown: boolean;
  page: number;
  totalPages: number | undefined;
  /** The status read out once a page the customer picked is on show ("Page 2 of 9"). */
  status: (page: number, totalPages: number) => string;
  /** The heading of the paged content. */
  heading: RefObject<HTMLElement | null>;
  goToPage: (page: number) => void;
}

/**
 * A paged list's page change, for the customer who cannot see it happen: once the page they picked is on show, it is
 * announced, and if the focus went with the control that had it (an arrow that became disabled, a page number that
 * left the window), the list's heading takes it, without scrolling. Returns the handler for the pagination.
 */
export function usePageChangeFocus({
  pageShown,
  page,
  totalPages,
  status,
  heading,
  goToPage,
}: PageChangeFocusOptions): (page: number) => void {
  const changedByCustomer = useRef(false);
  const onShown = useEffectEvent((shownPage: number, pages: number) => {
    announce(status(shownPage, pages));
    if (focusLost()) heading.current?.focus({ preventScroll: true });
  });
  useEffect(() => {
    if (!pageShown || !changedByCustomer.current || totalPages === undefined) return;
    changedByCustomer.current = false;
    onShown(page, totalPages);
  }, [pageShown, page, totalPages]);

  return useCallback(
    (next: number) => {
      changedByCustomer.current = true;
      goToPage(next);
    },
    [goToPage],
  );
}
