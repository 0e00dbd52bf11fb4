import { describe, expect, it } from 'vitest';
import { pageCutter, pageOf } from './page-of';

const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

describe('pageOf', () => {
  it('cuts the page asked for, as the API would page the same list', () => {
    expect(pageOf(letters, 1, 12)).toEqual({ data: letters.slice(0, 12), meta: { total: 26, last_page: 3 } });
    expect(pageOf(letters, 2, 12).data).toEqual(letters.slice(12, 24));
    expect(pageOf(letters, 3, 12).data).toEqual(['Y', 'Z']);
  });

  it('gives no items past the end or below the first page, and says where the end is', () => {
    expect(pageOf(letters, 4, 12)).toEqual({ data: [], meta: { total: 26, last_page: 3 } });
    expect(pageOf(letters, 0, 12).data).toEqual([]);
  });

  it('says an empty list has one (empty) page, as the API does', () => {
    expect(pageOf([], 1, 12)).toEqual({ data: [], meta: { total: 0, last_page: 1 } });
  });
});

describe('pageCutter', () => {
  it('cuts each page as pageOf does, once: asked again, it gives the same object', () => {
    const pageAt = pageCutter(letters, 12);
    expect(pageAt(2)).toEqual(pageOf(letters, 2, 12));
    expect(pageAt(2)).toBe(pageAt(2));
    expect(pageAt(3)).not.toBe(pageAt(2));
  });

  it('cuts another list’s pages afresh', () => {
    const before = pageCutter(letters, 12)(1);
    expect(pageCutter(letters.slice(1), 12)(1)).not.toEqual(before);
  });
});
