import { useEffect, useState } from 'react';

const TICK_MS = 250;

/** Whole seconds until `deadline` (epoch ms), updated as they pass; 0 without a deadline. */
export function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => setNow(Date.now());
    // At once for a new deadline; then a short tick keeps the shown second close to the real one.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}
