import type { TransactionFilters, TransactionStatus, TransactionType } from '@/services/api';

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'conversion',
  'nft_mint',
  'nft_transfer',
] as const satisfies readonly TransactionType[];
export const TRANSACTION_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const satisfies readonly TransactionStatus[];
/** Orders of the list; the first is the default (not written in the URL). */
export const SORTS = ['newest', 'oldest', 'largest', 'smallest'] as const;
export type Sort = (typeof SORTS)[number];

/** The history's filters as the URL holds them (?asset=BTC&type=deposit&status=pending&from=…&to=…&sort=…). */
export interface HistoryFilters {
  asset?: string;
  type?: TransactionType;
  status?: TransactionStatus;
  /** First local day included, YYYY-MM-DD. */
  from?: string;
  /** Last local day included, YYYY-MM-DD. */
  to?: string;
  sort: Sort;
}

export type FilterKey = Exclude<keyof HistoryFilters, 'sort'> | 'sort';

const SYMBOL = /^[A-Z0-9]{1,12}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

/** A real calendar day in YYYY-MM-DD, else undefined (a shared link with ?from=2026-02-30 is ignored). */
function calendarDay(raw: string | null): string | undefined {
  const match = raw ? DAY.exec(raw) : null;
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? match[0] : undefined;
}

/** Reads the filters from the URL; a value that is not one the list knows is left out, never guessed. */
export function readFilters(params: URLSearchParams): HistoryFilters {
  const asset = params.get('asset')?.trim().toUpperCase();
  const filters: HistoryFilters = { sort: oneOf(SORTS, params.get('sort')) ?? 'newest' };
  if (asset && SYMBOL.test(asset)) filters.asset = asset;
  const type = oneOf(TRANSACTION_TYPES, params.get('type'));
  if (type) filters.type = type;
  const status = oneOf(TRANSACTION_STATUSES, params.get('status'));
  if (status) filters.status = status;
  const from = calendarDay(params.get('from'));
  if (from) filters.from = from;
  const to = calendarDay(params.get('to'));
  if (to) filters.to = to;
  return filters;
}

/** How many filters narrow the list (the order is not a filter): asset, type, status, from and to each count once. */
export function activeFilterCount(filters: HistoryFilters): number {
  return [filters.asset, filters.type, filters.status, filters.from, filters.to].filter(Boolean).length;
}

/** Whether any filter narrows the list (the order does not). */
export function isFiltered(filters: HistoryFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/**
 * The URL after one filter changes: other parameters are kept, an empty value (or the default order)
 * removes the parameter, and the page goes back to the first.
 */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (!value || (key === 'sort' && value === SORTS[0])) next.delete(key);
  else next.set(key, value);
  return next;
}

/** The URL without any filter (the order and everything else kept), on the first page. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['asset', 'type', 'status', 'from', 'to', 'page']) next.delete(key);
  return next;
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a local day starts in `timeZone` (`days` later than `day`), as ISO-8601 UTC. */
export function startOfLocalDay(day: string, timeZone: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, date + days);
  // Twice: the offset at the first guess can differ from the one at midnight across a DST change.
  let instant = wallClock - zoneOffset(wallClock, timeZone);
  instant = wallClock - zoneOffset(instant, timeZone);
  return new Date(instant).toISOString();
}

const SORT_QUERY: Record<Sort, Pick<TransactionFilters, 'sort_by' | 'sort_order'>> = {
  newest: { sort_by: 'createdAt', sort_order: 'desc' },
  oldest: { sort_by: 'createdAt', sort_order: 'asc' },
  largest: { sort_by: 'amount', sort_order: 'desc' },
  smallest: { sort_by: 'amount', sort_order: 'asc' },
};

/**
 * The API's query for the filters: the date range covers whole days in the customer's time zone (from the
 * start of `from` to the start of the day after `to`, exclusive).
 */
export function toApiFilters(filters: HistoryFilters, timeZone: string): TransactionFilters {
  const query: TransactionFilters = { ...SORT_QUERY[filters.sort] };
  if (filters.asset) query.asset = filters.asset;
  if (filters.type) query.type = filters.type;
  if (filters.status) query.status = filters.status;
  if (filters.from) query.created_from = startOfLocalDay(filters.from, timeZone);
  if (filters.to) query.created_to = startOfLocalDay(filters.to, timeZone, 1);
  return query;
}
