import { describe, expect, it } from 'vitest';
import { pastRelativeTimeParts, relativeTimeParts } from './relative-time';

const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const ago = (seconds: number) => now - seconds * 1000;

describe('relativeTimeParts', () => {
  it.each([
    [30, { value: -30, unit: 'second' }],
    [5 * 60, { value: -5, unit: 'minute' }],
    [3 * 3600, { value: -3, unit: 'hour' }],
    [26 * 3600, { value: -1, unit: 'day' }],
    [10 * 86_400, { value: -1, unit: 'week' }],
    [60 * 86_400, { value: -2, unit: 'month' }],
    [800 * 86_400, { value: -2, unit: 'year' }],
  ])('%i seconds ago → %j', (seconds, expected) => {
    expect(relativeTimeParts(ago(seconds), now)).toEqual(expected);
  });

  it('handles the future', () => {
    expect(relativeTimeParts(now + 2 * 3600 * 1000, now)).toEqual({ value: 2, unit: 'hour' });
  });
});

describe('pastRelativeTimeParts', () => {
  it('reads an event stamped after the last tick as now, not "in 12 seconds"', () => {
    expect(pastRelativeTimeParts(now + 12_000, now)).toEqual({ value: 0, unit: 'second' });
  });

  it('counts back as usual', () => {
    expect(pastRelativeTimeParts(ago(5 * 60), now)).toEqual({ value: -5, unit: 'minute' });
  });
});
