/**
 * The Assets grid's two slots: one shows the current page; the other holds, hidden, the page the customer is about
 * to ask for (the pointer on its button, or the focus), rendered ahead. A change to that page swaps the two; a change
 * to another page updates the shown slot in place, as a single grid would.
 */
export interface GridSlots {
  /** The page each slot holds; the second is empty until a page is rendered ahead. */
  pages: readonly [number, number | undefined];
  /** The slot that shows the current page. */
  shown: 0 | 1;
}

export function firstSlots(page: number): GridSlots {
  return { pages: [page, undefined], shown: 0 };
}

const other = (slot: 0 | 1): 0 | 1 => (slot === 0 ? 1 : 0);

function withPage(pages: GridSlots['pages'], slot: 0 | 1, page: number): GridSlots['pages'] {
  return slot === 0 ? [page, pages[1]] : [pages[0], page];
}

/** The slots once `page` is the current page (the same object when nothing changes). */
export function showing(slots: GridSlots, page: number): GridSlots {
  if (slots.pages[slots.shown] === page) return slots;
  const hidden = other(slots.shown);
  if (slots.pages[hidden] === page) return { pages: slots.pages, shown: hidden };
  return { pages: withPage(slots.pages, slots.shown, page), shown: slots.shown };
}

/** The slots with `page` rendered ahead in the hidden one (the same object when it is shown or held already). */
export function renderingAhead(slots: GridSlots, page: number): GridSlots {
  if (slots.pages.includes(page)) return slots;
  return { pages: withPage(slots.pages, other(slots.shown), page), shown: slots.shown };
}
