import { reloadOnceForNewVersion } from './new-version-reload';

type Log = (message: string, detail: unknown) => void;

// The one place unhandled failures are reported.
const consoleLog: Log = (message, detail) => console.error(message, detail);

/** Vite's event when a lazily loaded chunk (or its CSS) fails to load. */
export function onPreloadError(event: Event, reload: () => boolean = reloadOnceForNewVersion): void {
  // Cancelling it while the page reloads keeps the failed import from surfacing; otherwise the route's
  // error screen says a new version is available.
  if (reload()) event.preventDefault();
}

/** A promise nobody awaited failed: log it instead of losing it. */
export function onUnhandledRejection(event: Event, log: Log = consoleLog): void {
  const reason: unknown = 'reason' in event ? event.reason : undefined;
  log('Unhandled promise rejection', reason);
}

/** Installed once, before anything else runs. */
export function installGlobalErrorHandlers(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => onPreloadError(event));
  target.addEventListener('unhandledrejection', (event) => onUnhandledRejection(event));
}
