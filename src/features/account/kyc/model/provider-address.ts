/** Where "Start verification" may send the customer: the provider's page, or nowhere (ADR 0023). */
export type ProviderAddress =
  | { kind: 'open'; url: string }
  /** Nothing left for the customer to do (the review is under way, or done). */
  | { kind: 'none' }
  /** Not an address on a configured provider host: never opened. */
  | { kind: 'refused'; reason: 'unparsable' | 'host' | 'protocol' | 'credentials' };

/**
 * Checks the provider address of a KYC start against the configured hosts: an exact host of the list over
 * https, or the app's own origin (the demo serves its provider page itself). No user-info part (it can disguise
 * the real host in the address bar).
 */
export function providerAddressOf(
  redirectUrl: string | null,
  allowedHosts: readonly string[],
  appOrigin: string,
): ProviderAddress {
  if (redirectUrl === null) return { kind: 'none' };
  if (!URL.canParse(redirectUrl)) return { kind: 'refused', reason: 'unparsable' };
  const url = new URL(redirectUrl);
  if (url.username || url.password) return { kind: 'refused', reason: 'credentials' };
  if (!allowedHosts.includes(url.hostname.toLowerCase())) return { kind: 'refused', reason: 'host' };
  const sameOrigin = URL.canParse(appOrigin) && new URL(appOrigin).origin === url.origin;
  if (url.protocol !== 'https:' && !sameOrigin) return { kind: 'refused', reason: 'protocol' };
  return { kind: 'open', url: url.toString() };
}
