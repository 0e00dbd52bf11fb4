import { describe, expect, it } from 'vitest';
import { decidePage, lastPageFor } from './page-param';

describe('page query rule', () => {
  it('shows the first page without a page parameter', () => {
    expect(decidePage(null)).toEqual({ kind: 'show', page: 1 });
    expect(decidePage(null, 3)).toEqual({ kind: 'show', page: 1 });
  });

  it('shows a page within range', () => {
    expect(decidePage('2', 3)).toEqual({ kind: 'show', page: 2 });
    expect(decidePage('3', 3)).toEqual({ kind: 'show', page: 3 });
    expect(decidePage(' 2 ', 3)).toEqual({ kind: 'show', page: 2 });
  });

  it('shows a page ≥ 1 as asked while the last page is not known yet', () => {
    expect(decidePage('999')).toEqual({ kind: 'show', page: 999 });
  });

  it.each(['abc', '2abc', '1.5', '1e3', '0x2', 'NaN', 'Infinity', '-', '½'])(
    'sends a non-numeric page (%s) to the first page with the error',
    (raw) => {
      expect(decidePage(raw, 3)).toEqual({ kind: 'redirect', page: 1, invalid: true });
      expect(decidePage(raw)).toEqual({ kind: 'redirect', page: 1, invalid: true });
    },
  );

  it.each(['0', '-1', '-999', '+0'])('sends a page below 1 (%s) to the first page without an error', (raw) => {
    expect(decidePage(raw, 3)).toEqual({ kind: 'redirect', page: 1, invalid: false });
  });

  it.each([
    ['4', 3],
    ['999', 3],
    ['99999999999999999999', 3],
  ])('sends a page above the last (%s of %i) to the last page without an error', (raw, last) => {
    expect(decidePage(raw, last)).toEqual({ kind: 'redirect', page: last, invalid: false });
  });

  it('treats an empty list (last page 1, or 0) as one page', () => {
    expect(decidePage('2', 1)).toEqual({ kind: 'redirect', page: 1, invalid: false });
    expect(decidePage('2', 0)).toEqual({ kind: 'redirect', page: 1, invalid: false });
    expect(decidePage('1', 0)).toEqual({ kind: 'show', page: 1 });
  });

  it('cleans an empty page parameter without an error', () => {
    expect(decidePage('', 3)).toEqual({ kind: 'redirect', page: 1, invalid: false });
  });
});

describe('last page', () => {
  it('is at least 1 and rounds up', () => {
    expect(lastPageFor(0, 12)).toBe(1);
    expect(lastPageFor(12, 12)).toBe(1);
    expect(lastPageFor(13, 12)).toBe(2);
    expect(lastPageFor(36, 12)).toBe(3);
  });
});
