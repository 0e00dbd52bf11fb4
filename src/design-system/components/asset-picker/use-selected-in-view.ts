import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const INTENT_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Keeps the chosen row visible inside a scrolling list, e.g. an asset prefilled from the URL that sits
 * below the fold. Only the list scrolls (never the page), and only when the row is out of sight. Rows grow
 * when their balances and prices arrive, so it runs again when the options change, until the customer
 * touches the picker (scrolls, clicks or types): from then on the list stays where they put it.
 */
export function useSelectedInView(
  listRef: RefObject<HTMLElement | null>,
  value: string | undefined,
  ready: boolean,
  options: unknown,
): void {
  const touched = useRef(false);

  useEffect(() => {
    const picker = listRef.current?.parentElement;
    if (!picker || !ready) return;
    const onIntent = () => {
      touched.current = true;
    };
    for (const type of INTENT_EVENTS) picker.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) picker.removeEventListener(type, onIntent);
    };
  }, [listRef, ready]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !ready || !value) return;
    const reveal = () => {
      if (!touched.current) scrollRowIntoList(list, value);
    };
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    // A list mounted without a layout (in a hidden panel, or a screen React hid while it suspended) measures as
    // empty: it is revealed again when it gets its size.
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, value, ready, options]);
}

function scrollRowIntoList(list: HTMLElement, value: string): void {
  const row = [...list.querySelectorAll<HTMLElement>('[data-value]')].find((item) => item.dataset.value === value);
  if (!row) return;
  const top = row.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  const bottom = top + row.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
