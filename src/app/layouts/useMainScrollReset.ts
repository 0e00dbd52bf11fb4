import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@/design-system';
import { shouldResetScroll } from '../routing/guard';
import { pageScrolledSinceStart } from './page-scroll';

/**
 * Scroll of the main content area goes back to the top after navigation, unless only the query changed.
 *
 * Only when something has scrolled since the last reset: reading a scroll offset right after a navigation
 * forces a layout of the new screen in the middle of its scripting (ADR 0026, amended), just to learn that
 * it is already at the top. A capturing listener on the window hears every scroll, of the page or of main.
 */
export function useMainScrollReset(): void {
  const { pathname } = useLocation();
  const previous = useRef<{ pathname: string } | undefined>(undefined);
  // On the first mount: whether anything scrolled since the app started (the screen before may have been).
  const scrolled = useRef(pageScrolledSinceStart());

  useEffect(() => {
    const markScrolled = () => {
      scrolled.current = true;
    };
    window.addEventListener('scroll', markScrolled, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', markScrolled, { capture: true });
  }, []);

  useEffect(() => {
    if (shouldResetScroll(previous.current, { pathname }) && scrolled.current) {
      scrolled.current = false;
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (main && main.scrollTop > 0) main.scrollTo({ top: 0 });
      if (window.scrollY > 0) window.scrollTo({ top: 0 });
    }
    previous.current = { pathname };
  }, [pathname]);
}
