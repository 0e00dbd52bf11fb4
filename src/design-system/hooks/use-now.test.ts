import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => {
  vi.useRealTimers();
});

it('reads the clock every interval, and again when the data changes', () => {
  vi.useFakeTimers({ now: 1_000_000 });
  const { result, rerender } = renderHook(({ data }) => useNow(60_000, data), { initialProps: { data: 'first list' } });
  expect(result.current).toBe(1_000_000);

  vi.setSystemTime(1_030_000);
  rerender({ data: 'first list' });
  // The same data: still the time of the last tick.
  expect(result.current).toBe(1_000_000);
  rerender({ data: 'a new item' });
  expect(result.current).toBe(1_030_000);

  act(() => void vi.advanceTimersByTime(60_000));
  expect(result.current).toBe(1_090_000);
});
