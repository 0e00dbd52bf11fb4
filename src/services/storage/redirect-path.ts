/** Longest post-login target we keep; anything longer is not a path this app produced. */
const MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'https://redirect-path.invalid';

/**
 * The post-login target, accepted only as a same-origin path (with its query and hash). Absolute URLs,
 * protocol-relative ones (`//evil.example`), backslash tricks (`/\evil.example`, which browsers read as `//`)
 * and control characters (a tab or newline inside `/\t/evil` is dropped by URL parsing, leaving `//evil`)
 * are refused: the result is null. Otherwise the path is returned normalised (`/a/../b` → `/b`).
 */
export function sanitizeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}
