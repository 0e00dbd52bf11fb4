import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  isFiltered,
  readFilters,
  startOfLocalDay,
  toApiFilters,
  withFilter,
  withoutFilters,
} from './history-filters';

const params = (query: string) => new URLSearchParams(query);

describe('history filters in the URL', () => {
  it('reads every filter and the order', () => {
    expect(readFilters(params('asset=btc&type=deposit&status=pending&from=2026-01-01&to=2026-01-15&sort=largest'))).toEqual({
      asset: 'BTC',
      type: 'deposit',
      status: 'pending',
      from: '2026-01-01',
      to: '2026-01-15',
      sort: 'largest',
    });
  });

  it('knows the NFT types', () => {
    expect(readFilters(params('type=nft_mint')).type).toBe('nft_mint');
    expect(readFilters(params('type=nft_transfer')).type).toBe('nft_transfer');
  });

  it('leaves out values it does not know instead of guessing', () => {
    expect(readFilters(params('asset=<script>&type=nft&status=done&from=2026-02-30&to=yesterday&sort=random'))).toEqual({
      sort: 'newest',
    });
  });

  it('goes back to the first page on a change, keeps the other parameters, drops empty values and the default order', () => {
    const current = params('asset=BTC&status=pending&page=4');
    expect(withFilter(current, 'type', 'withdrawal').toString()).toBe('asset=BTC&status=pending&type=withdrawal');
    expect(withFilter(current, 'status', undefined).toString()).toBe('asset=BTC');
    expect(withFilter(params('sort=oldest&page=2'), 'sort', 'newest').toString()).toBe('');
    expect(withFilter(params(''), 'sort', 'smallest').toString()).toBe('sort=smallest');
    expect(withoutFilters(params('asset=BTC&type=deposit&from=2026-01-01&sort=oldest&page=3')).toString()).toBe('sort=oldest');
  });
});

describe('active filters', () => {
  it('counts each filter that narrows the list once, and not the order', () => {
    expect(activeFilterCount(readFilters(params('sort=oldest')))).toBe(0);
    expect(isFiltered(readFilters(params('sort=oldest')))).toBe(false);
    expect(activeFilterCount(readFilters(params('asset=BTC&status=pending&sort=largest')))).toBe(2);
    expect(activeFilterCount(readFilters(params('asset=btc&type=deposit&status=pending&from=2026-01-01&to=2026-01-15')))).toBe(5);
    expect(isFiltered(readFilters(params('to=2026-01-15')))).toBe(true);
  });
});

describe('history filters for the API', () => {
  it('maps the order and covers whole local days, end exclusive', () => {
    expect(toApiFilters(readFilters(params('from=2026-01-01&to=2026-01-15&sort=oldest')), 'UTC')).toEqual({
      sort_by: 'createdAt',
      sort_order: 'asc',
      created_from: '2026-01-01T00:00:00.000Z',
      created_to: '2026-01-16T00:00:00.000Z',
    });
    expect(toApiFilters(readFilters(params('asset=ETH&type=conversion&status=failed')), 'UTC')).toEqual({
      sort_by: 'createdAt',
      sort_order: 'desc',
      asset: 'ETH',
      type: 'conversion',
      status: 'failed',
    });
  });

  it("starts a day at the customer's midnight, across daylight saving changes too", () => {
    expect(startOfLocalDay('2026-01-15', 'Europe/Istanbul')).toBe('2026-01-14T21:00:00.000Z');
    expect(startOfLocalDay('2026-07-01', 'America/New_York')).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfLocalDay('2026-01-01', 'America/New_York')).toBe('2026-01-01T05:00:00.000Z');
    // 8 March 2026: New York moves to daylight time at 02:00; the day after starts at 04:00 UTC.
    expect(startOfLocalDay('2026-03-08', 'America/New_York', 1)).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay('2026-12-31', 'UTC', 1)).toBe('2027-01-01T00:00:00.000Z');
  });
});
