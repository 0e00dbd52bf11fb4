import { useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Whole seconds until `deadline` (epoch ms), updated as they pass; 0 without a deadline. A new deadline was
 * set `spanMs` ahead, so it starts from the full span without waiting for the first tick; mounted while a
 * deadline runs (the warning's dialog is built when it first opens), it starts from the clock.
 */
export function useSecondsLeft(deadline: number | null, spanMs: number): number {
  const [tick, setTick] = useState(() => ({
    deadline,
    now: deadline === null ? 0 : Math.max(deadline - spanMs, Date.now()),
  }));
  if (tick.deadline !== deadline) setTick({ deadline, now: deadline === null ? 0 : deadline - spanMs });
  useEffect(() => {
    if (deadline === null) return undefined;
    // A short tick keeps the shown second close to the real one when the tab's timers drift.
    const timer = window.setInterval(() => setTick({ deadline, now: Date.now() }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - tick.now) / 1000));
}
