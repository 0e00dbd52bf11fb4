import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@/design-system';
import { shouldResetScroll } from '../routing/guard';

/** Scroll of the main content area goes back to the top after navigation, unless only the query changed. */
export function useMainScrollReset(): void {
  const { pathname } = useLocation();
  const previous = useRef<{ pathname: string } | undefined>(undefined);
  useEffect(() => {
    if (shouldResetScroll(previous.current, { pathname })) {
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (main && main.scrollTop > 0) main.scrollTo({ top: 0 });
      if (window.scrollY > 0) window.scrollTo({ top: 0 });
    }
    previous.current = { pathname };
  }, [pathname]);
}
