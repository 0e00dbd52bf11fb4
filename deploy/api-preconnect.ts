import { isProductionHost } from '../src/services/config/production-host.ts';
import { value } from './csp.ts';

export interface ApiPreconnectInput {
  env: Readonly<Record<string, string | undefined>>;
  demoMode: boolean;
}

/**
 * The API host's connection opened by the page itself (`<link rel="preconnect">`), on the pages whose first screen
 * asks the API for its data as soon as the app has started (the wallet's, and index.html's signed-in screens). The
 * app's code takes the first seconds of a first visit; the connection (DNS, TCP, TLS) is then ready when the first
 * request leaves instead of being made for it. Lighthouse lists the API host as this page's preconnect candidate
 * (ADR 0025). `crossorigin`: the API client's requests carry no cookies, so they use the browser's anonymous
 * connections, the kind this hint opens.
 *
 * Returns the `<link>` for the API's origin, or undefined where there is nothing to open ahead.
 */
export function apiPreconnect({ env, demoMode }: ApiPreconnectInput): string | undefined {
  // The demo backend answers inside the page: its API host is never connected to.
  if (demoMode) return undefined;
  const apiBaseUrl = value(env.VITE_API_BASE_URL);
  if (!apiBaseUrl) return undefined;
  const api = new URL(apiBaseUrl);
  // An API served by the site's own host needs none: the page is already connected to it.
  if (isProductionHost(api.host, value(env.VITE_PRODUCTION_HOST))) return undefined;
  return `<link rel="preconnect" href="${api.origin}" crossorigin>`;
}
