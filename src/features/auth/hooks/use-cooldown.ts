import { useCallback, useEffect, useState } from 'react';

export interface Cooldown {
  /** Whole seconds left (0 when the action is available). */
  secondsLeft: number;
  /** Starts (or restarts) the countdown. */
  start: (seconds?: number) => void;
}

/**
 * A visible countdown before an action may be repeated (resending a code). Counts down once a second from
 * the moment `start` is called; `initialSeconds` starts it on mount (a code was just sent).
 */
export function useCooldown(defaultSeconds: number, { initialSeconds = 0 }: { initialSeconds?: number } = {}): Cooldown {
  const [endsAt, setEndsAt] = useState<number | null>(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        clearInterval(timer);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(
    (seconds: number = defaultSeconds) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(seconds > 0 ? current + seconds * 1000 : null);
    },
    [defaultSeconds],
  );

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}
