/**
 * `load` run once, its promise shared by every caller (a lazily imported chunk, a client made on first use). A
 * failed load (a chunk gone after a deploy, the network down) is run again by the next call instead of failing
 * for the rest of the page's life.
 */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
