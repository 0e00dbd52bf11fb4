/**
 * Country of the visitor from an IP-to-country service, for the phone input's default country.
 * The service answers a plain GET (no payload) with plain text such as "1;TR;TUR;Turkey": a leading
 * "1" means success, and the characters at positions 2–3 (zero-based) are the ISO country code.
 */

import { DEFAULT_COUNTRY_LOOKUP_URL } from '../config/country-lookup-url';

// The URLs live with the configuration: the CSP reads them from there too (deploy/csp.ts).
export { DEFAULT_COUNTRY_LOOKUP_URL, DEMO_COUNTRY_LOOKUP_PATH } from '../config/country-lookup-url';

/** The catalogue id of the failure message (src/services/i18n): 'unable to fetch the country'. */
export const COUNTRY_LOOKUP_ERROR_ID = 'errors.country.lookup';

export class CountryLookupError extends Error {
  readonly messageId = COUNTRY_LOOKUP_ERROR_ID;

  constructor(options?: { cause?: unknown }) {
    super('unable to fetch the country', options);
    this.name = 'CountryLookupError';
  }
}

/** "1;TR;TUR;Turkey" → "TR". Anything else (a leading 0 or 2, an empty body, no letters there) fails. */
export function parseCountryResponse(text: string): string {
  const body = text.trim();
  const code = body.slice(2, 4).toUpperCase();
  if (!body.startsWith('1') || !/^[A-Z]{2}$/.test(code)) throw new CountryLookupError();
  return code;
}

export interface CountryLookupOptions {
  /** The IP-to-country endpoint (default DEFAULT_COUNTRY_LOOKUP_URL). */
  url?: string;
  /** For tests; defaults to the global fetch at call time (so MSW sees the call). */
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

/**
 * A `() => Promise<countryCode>` for the phone input's `lookupCountry` prop. Rejects with a
 * CountryLookupError ('unable to fetch the country') on a network error, a non-2xx status or an
 * answer that does not start with 1.
 */
export function createCountryLookup(options: CountryLookupOptions = {}): () => Promise<string> {
  const url = options.url ?? DEFAULT_COUNTRY_LOOKUP_URL;
  return async () => {
    let text: string;
    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      const response = await fetchImpl(url, { method: 'GET', headers: { Accept: 'text/plain' }, signal: options.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } catch (cause) {
      throw new CountryLookupError({ cause });
    }
    return parseCountryResponse(text);
  };
}
