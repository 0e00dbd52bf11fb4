import { describe, expect, it } from 'vitest';
import { rowsToRender } from './CountryOptions';

/** Rows 10–19 in view of 245, two rendered beyond each edge. */
const range = { startIndex: 10, endIndex: 19, overscan: 2, count: 245 };

describe('rowsToRender', () => {
  it('renders the rows in view and two beyond each edge', () => {
    expect(rowsToRender(range, -1)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });

  it('adds the highlighted row when a jump put it out of view (End: the last country), in order', () => {
    expect(rowsToRender(range, 244)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 244]);
    expect(rowsToRender(range, 0)).toEqual([0, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });

  it('does not repeat a highlighted row that is already rendered', () => {
    expect(rowsToRender(range, 15)).toEqual(rowsToRender(range, -1));
  });
});
