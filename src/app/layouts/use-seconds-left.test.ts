import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondsLeft } from './use-seconds-left';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSecondsLeft', () => {
  it('counts down live from the full span of a new deadline, and stops at 0', () => {
    const { result, rerender } = renderHook(({ deadline }) => useSecondsLeft(deadline, 60_000), {
      initialProps: { deadline: null as number | null },
    });
    expect(result.current).toBe(0);
    // Minutes after mount: a new deadline shows the whole minute at once, not a stale clock.
    act(() => vi.advanceTimersByTime(10 * 60_000));
    rerender({ deadline: Date.now() + 60_000 });
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(59);
    act(() => vi.advanceTimersByTime(54_000));
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(0);
    rerender({ deadline: null });
    expect(result.current).toBe(0);
  });

  it('mounted while a deadline runs, it shows the seconds left by the clock at once', () => {
    const deadline = Date.now() + 60_000;
    act(() => vi.advanceTimersByTime(12_000));
    const { result } = renderHook(() => useSecondsLeft(deadline, 60_000));
    expect(result.current).toBe(48);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(38);
  });
});
