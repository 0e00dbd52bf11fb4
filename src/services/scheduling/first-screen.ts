/**
 * Work that serves later moments (Amplify for a refresh or a sign-out, the socket library, the drawer, the
 * screens a session ends on) must not compete with the first screen for the network or the main thread: on a
 * slow phone it would delay the screen's own code and data. It waits until the app reports its first screen
 * shown with its data (app/routing/first-screen.ts), or, should that never come, this long after the page
 * started.
 */
export const FIRST_SCREEN_CAP_MS = 8000;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
  setTimeout(resolve, FIRST_SCREEN_CAP_MS);
});

/** The app's first screen is on the page with its data. */
export function markFirstScreenShown(): void {
  markShown();
}

/** Resolves once the first screen is shown (at once afterwards). */
export function firstScreenShown(): Promise<void> {
  return shown;
}

/** Runs `run` once the first screen is shown and the browser is idle (or at the latest `idleTimeoutMs` later). */
export function afterFirstScreen(run: () => void, idleTimeoutMs = 10_000): void {
  void shown.then(() => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else setTimeout(run, 0);
  });
}

/**
 * Resolves after the browser has painted the current frame (a task after the next animation frame), or soon in a
 * tab that paints nothing (hidden).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Hidden tabs run no animation frames; their timers still fire (throttled).
    const fallback = setTimeout(resolve, 250);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
