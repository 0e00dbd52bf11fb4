import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the chosen row visible inside a scrolling list, e.g. an asset prefilled from the URL that sits
 * below the fold. Only the list scrolls (never the page), and only when the row is out of sight.
 */
export function useSelectedInView(listRef: RefObject<HTMLElement | null>, value: string | undefined, ready: boolean): void {
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !ready || !value) return;
    const row = [...list.querySelectorAll<HTMLElement>('[data-value]')].find((item) => item.dataset.value === value);
    if (!row) return;
    const top = row.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    const bottom = top + row.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }, [listRef, value, ready]);
}
