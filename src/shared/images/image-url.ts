/** Which hosts images from server data may come from: any https host (demo), or the configured ones. */
export interface ImagePolicy {
  hosts: 'any' | readonly string[];
  /** The API's origin: its images load whatever its scheme (a backend run locally answers over http). */
  apiOrigin?: string | undefined;
}

let current: ImagePolicy = { hosts: 'any' };

/** Set once at start from the configuration (src/app/runtime.ts). */
export function setImagePolicy(policy: ImagePolicy): void {
  current = policy;
}

/**
 * The URL when an image may load from it, else undefined (the fallback shows instead). The app's own
 * images (relative paths, data: and blob: URLs) always; server URLs from the API's own origin, or over https
 * from an allowed host.
 */
export function safeImageUrl(url: string | undefined, policy: ImagePolicy = current): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (/^(data:image\/|blob:)/i.test(value)) return value;
  if (!/^[a-z][a-z\d+.-]*:|^\/\//i.test(value)) return value;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return undefined;
  }
  if (policy.apiOrigin !== undefined && parsed.origin === policy.apiOrigin) return value;
  if (parsed.protocol !== 'https:') return undefined;
  if (policy.hosts !== 'any' && !policy.hosts.includes(parsed.hostname.toLowerCase())) return undefined;
  return value;
}
