import type { ErrorItem } from '@/services/http';
import type { PageLinks, PageMeta } from '@/services/api';
import { pageOf } from '@/shared/paging';
import { fieldError } from './responses';

export interface PageRequest {
  page: number;
  perPage: number;
}

interface QueryReader {
  get(name: string): string | null;
}

/** page / per_page from the query, or the errors that make it a 422. */
export function readPage(query: QueryReader, defaultPerPage = 20): PageRequest | ErrorItem[] {
  const errors: ErrorItem[] = [];
  const number = (name: string, fallback: number, max: number) => {
    const raw = query.get(name);
    if (raw === null || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max) {
      errors.push(fieldError(name, 'INVALID', `${name} must be a whole number from 1 to ${max}.`));
      return fallback;
    }
    return value;
  };
  const page = number('page', 1, 1_000_000);
  const perPage = number('per_page', defaultPerPage, 200);
  return errors.length > 0 ? errors : { page, perPage };
}

export interface Page<T> {
  data: T[];
  links: PageLinks;
  meta: PageMeta;
}

/**
 * One page of items with Laravel-style links and meta; a page past the end is empty. Cut as the app cuts a page
 * from a list it holds whole (`pageOf`), so the two cannot differ.
 */
export function paginate<T>(items: readonly T[], { page, perPage }: PageRequest, requestUrl: string): Page<T> {
  const {
    data,
    meta: { total, last_page: lastPage },
  } = pageOf(items, page, perPage);
  const start = (page - 1) * perPage;
  const link = (target: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  return {
    data,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
    meta: {
      current_page: page,
      last_page: lastPage,
      total,
      per_page: perPage,
      from: data.length > 0 ? start + 1 : null,
      to: data.length > 0 ? start + data.length : null,
    },
  };
}

let collator: Intl.Collator | undefined;

/**
 * Sorts a copy by a key; strings compare case-insensitively, decimal strings as numbers. One collator and each
 * key read once: `localeCompare` with options builds a collator per comparison, which made sorting 1,000 accounts
 * take 35 ms of the page's main thread (the demo backend answers there) instead of about 1.
 */
export function sortBy<T>(items: readonly T[], key: (item: T) => string | number, order: 'asc' | 'desc'): T[] {
  const direction = order === 'asc' ? 1 : -1;
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const compareText = collator.compare;
  const keyed = items.map((item) => ({ item, key: key(item) }));
  keyed.sort((a, b) => {
    const result =
      typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : compareText(String(a.key), String(b.key));
    return result * direction;
  });
  return keyed.map(({ item }) => item);
}

export const sortOrder = (value: string | null, fallback: 'asc' | 'desc' = 'desc'): 'asc' | 'desc' =>
  value === 'asc' || value === 'desc' ? value : fallback;
