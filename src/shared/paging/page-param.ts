/**
 * The page query rule of the spec (section 5): a non-numeric page shows 'Invalid page number, redirecting
 * to first page' and goes to the first page; a page above the last goes to the last; below 1 to the first.
 */
export type PageDecision =
  /** Show this page. */
  | { kind: 'show'; page: number }
  /** Replace the URL with this page (1 = no page parameter); `invalid` asks for the error toast. */
  | { kind: 'redirect'; page: number; invalid: boolean };

/** The query parameter of a paged list's page (?page=N; none on the first page). */
export const PAGE_PARAM = 'page';

const WHOLE_NUMBER = /^[+-]?\d+$/;

/**
 * Decides from the raw `page` query value and, once known, the last page. Without a last page yet, a
 * page ≥ 1 is shown as asked (the list's answer then says whether it is past the end).
 */
export function decidePage(raw: string | null, lastPage?: number): PageDecision {
  if (raw === null) return { kind: 'show', page: 1 };
  const text = raw.trim();
  // "?page=" says nothing: the first page, with a clean URL and no error.
  if (text === '') return { kind: 'redirect', page: 1, invalid: false };
  if (!WHOLE_NUMBER.test(text)) return { kind: 'redirect', page: 1, invalid: true };
  const page = Number(text);
  if (page < 1) return { kind: 'redirect', page: 1, invalid: false };
  if (lastPage !== undefined && page > Math.max(1, lastPage))
    return { kind: 'redirect', page: Math.max(1, lastPage), invalid: false };
  return { kind: 'show', page };
}

/** Pages needed for `total` items at `perPage` a page (at least 1, as the API's last_page). */
export function lastPageFor(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
