/**
 * Where the phone input's IP-to-country lookup goes (ADR 0022, ADR 0029): VITE_COUNTRY_LOOKUP_URL, else a free
 * service with the expected answer format; in demo, the demo backend on the API host. The app and the CSP
 * (deploy/csp.ts) both read it here, so the policy always allows the host the app calls.
 */
export const DEFAULT_COUNTRY_LOOKUP_URL = 'https://ip2c.org/s';

/** Where the demo backend answers the lookup, on the API host. */
export const DEMO_COUNTRY_LOOKUP_PATH = '/demo/country-lookup';

export function countryLookupUrlOf(configured: string | undefined, demoMode: boolean, apiBaseUrl: string): string {
  if (demoMode) return `${apiBaseUrl}${DEMO_COUNTRY_LOOKUP_PATH}`;
  const value = configured?.trim();
  return value ? value : DEFAULT_COUNTRY_LOOKUP_URL;
}
