/**
 * The query of the address bar, written without the router (a "shallow" change, as Next.js and nuqs call it): a page
 * or a filter is a new history entry, and only the components that read the query render again. Going through
 * React Router made every query change a navigation: its loaders' checks and a render from the root through the
 * layouts to the screen, a fifth of a wallet page change's work (ADR 0026, session 99).
 */

/** Told of each write: the readers of the query (a plain set: a DOM event would be built and dispatched each time). */
const listeners = new Set<() => void>();

/** The entry React Router writes for each of its own navigations: its Back and Forward count entries by `idx`. */
interface RouterEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryKey = () => Math.random().toString(36).slice(2, 10);

/** The address bar's query ('?page=2', or '' without one). */
export function readAddressBarQuery(): string {
  return globalThis.location?.search ?? '';
}

/**
 * Puts `params` in the address bar as a new history entry (Back returns to the one before), or in place of the
 * current one; the path and the fragment stay. The entry has React Router's shape, so the router reads it as its own
 * when Back or Forward reach it.
 */
export function writeAddressBarQuery(params: URLSearchParams, { replace = false }: { replace?: boolean } = {}): void {
  const query = params.toString();
  const { pathname, hash } = window.location;
  const url = `${pathname}${query ? `?${query}` : ''}${hash}`;
  const current = window.history.state as RouterEntry | null;
  const index = typeof current?.idx === 'number' ? current.idx : 0;
  if (replace) window.history.replaceState({ usr: current?.usr ?? null, key: entryKey(), idx: index }, '', url);
  else window.history.pushState({ usr: null, key: entryKey(), idx: index + 1 }, '', url);
  for (const listener of listeners) listener();
}

/** Calls `listener` after each writeAddressBarQuery. Back and Forward are the router's to tell. */
export function onAddressBarQueryWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
