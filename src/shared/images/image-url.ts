/** Which hosts images from server data may come from: any https host (demo), or the configured ones. */
export interface ImagePolicy {
  hosts: 'any' | readonly string[];
}

let current: ImagePolicy = { hosts: 'any' };

/** Set once at start from the configuration (src/app/runtime.ts). */
export function setImagePolicy(policy: ImagePolicy): void {
  current = policy;
}

/**
 * The URL when an image may load from it, else undefined (the fallback shows instead). The app's own
 * images (relative paths, data: and blob: URLs) always; server URLs only over https, from an allowed host.
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
  if (parsed.protocol !== 'https:') return undefined;
  if (policy.hosts !== 'any' && !policy.hosts.includes(parsed.hostname.toLowerCase())) return undefined;
  return value;
}
