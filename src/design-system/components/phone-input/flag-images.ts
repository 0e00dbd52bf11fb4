/**
 * Each country's flag as an image file of the build (country-flag-icons' 3×2 SVGs, the same drawings the library's
 * React flags render), not as JavaScript: those were 232 kB of the phone input's 446 kB chunk, in the first visit
 * of sign-up and profile settings, although the closed field shows one flag and the open list a dozen. The browser
 * now fetches the few in view (hashed files, cached for good). Two-letter names only: the package also draws
 * regions (GB-ENG, ES-CT) that no phone number belongs to.
 */
const files = import.meta.glob<string>('./[A-Z][A-Z].svg', {
  base: '/node_modules/country-flag-icons/3x2',
  query: '?url',
  import: 'default',
  eager: true,
});

const byCountry = new Map(Object.entries(files).map(([file, url]) => [file.slice(-6, -4), url]));

/** The flag's URL for an ISO 3166 code ('TR'), or undefined when the package has none. */
export function flagUrl(country: string): string | undefined {
  return byCountry.get(country);
}
