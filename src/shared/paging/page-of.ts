import { lastPageFor } from './page-param';

/** A page cut from a list the app already holds whole: its items, and what the API's `meta` would say of it. */
export interface PageOf<Item> {
  data: Item[];
  meta: { total: number; last_page: number };
}

/** Page `page` (from 1) of `items` at `perPage` a page; past the end, no items (the page rule then redirects). */
export function pageOf<Item>(items: readonly Item[], page: number, perPage: number): PageOf<Item> {
  const start = (page - 1) * perPage;
  return {
    data: page >= 1 ? items.slice(start, start + perPage) : [],
    meta: { total: items.length, last_page: lastPageFor(items.length, perPage) },
  };
}

/**
 * The pages of one list, each cut once and then given again as the same object: a page rendered ahead of a click
 * and the page the click then shows are one value, so React can skip what it already rendered.
 */
export function pageCutter<Item>(items: readonly Item[], perPage: number): (page: number) => PageOf<Item> {
  const pages = new Map<number, PageOf<Item>>();
  return (page) => {
    let cut = pages.get(page);
    if (!cut) {
      cut = pageOf(items, page, perPage);
      pages.set(page, cut);
    }
    return cut;
  };
}
