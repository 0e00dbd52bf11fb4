import { describe, expect, it } from 'vitest';
import { sortBy } from './paging';

describe('sortBy (the demo backend’s list order)', () => {
  const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

  it('compares text case-insensitively, with digit runs as numbers, in either order', () => {
    const items = [{ name: 'item 10' }, { name: 'Item 9' }, { name: 'apple' }, { name: 'Banana' }];
    expect(names(sortBy(items, (item) => item.name, 'asc'))).toEqual(['apple', 'Banana', 'Item 9', 'item 10']);
    expect(names(sortBy(items, (item) => item.name, 'desc'))).toEqual(['item 10', 'Item 9', 'Banana', 'apple']);
  });

  it('compares numbers as numbers, keeps equal keys in their order, and leaves the input as it was', () => {
    const items = [
      { name: 'b', value: 2 },
      { name: 'a', value: 10 },
      { name: 'c', value: 2 },
    ];
    expect(names(sortBy(items, (item) => item.value, 'asc'))).toEqual(['b', 'c', 'a']);
    expect(names(items)).toEqual(['b', 'a', 'c']);
  });

  it('orders ISO dates by time', () => {
    const items = [{ name: '2026-11-29T10:00:00Z' }, { name: '2025-01-01T00:00:00Z' }, { name: '2026-02-03T00:00:00Z' }];
    expect(names(sortBy(items, (item) => item.name, 'desc'))).toEqual([
      '2026-11-29T10:00:00Z',
      '2026-02-03T00:00:00Z',
      '2025-01-01T00:00:00Z',
    ]);
  });
});
