type Log = (message: string, detail: unknown) => void;

// The one place unhandled failures are reported.
const consoleLog: Log = (message, detail) => console.error(message, detail);

/** A promise nobody awaited failed: log it instead of losing it. */
export function onUnhandledRejection(event: Event, log: Log = consoleLog): void {
  const reason: unknown = 'reason' in event ? event.reason : undefined;
  log('Unhandled promise rejection', reason);
}

/**
 * Vite's event when a lazily loaded chunk (or its CSS) fails to load. Logged and left uncancelled: the failed
 * import then reaches the route's error element, which reloads once at the URL the customer was going to
 * (cancelling it here would resolve the import to undefined and reload at the old URL).
 */
export function onPreloadError(event: Event, log: Log = consoleLog): void {
  log('A lazily loaded chunk failed to load', 'payload' in event ? event.payload : undefined);
}

/** Installed once, before anything else runs. */
export function installGlobalErrorHandlers(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => onPreloadError(event));
  target.addEventListener('unhandledrejection', (event) => onUnhandledRejection(event));
}
