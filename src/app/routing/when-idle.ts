/** Runs `run` when the browser has nothing else to do (at the latest after 10 s; after 2 s where it cannot tell). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 2_000);
}
