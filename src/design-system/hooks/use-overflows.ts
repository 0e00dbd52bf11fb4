import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is taller than the element (so it scrolls). A scrolling region with no
 * focusable content needs tabIndex=0 so keyboard users can scroll it; one without overflow should not
 * add a pointless tab stop.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer reports every observed element once after the next layout: measuring then costs nothing,
    // where measuring here forced a layout of the whole new content (a long list on opening a drawer).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
