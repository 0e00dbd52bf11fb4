import { Globe } from 'lucide-react';
import type { Country, Flags } from 'react-phone-number-input';

/** The library's "International" option has no country; the list keys it as ZZ. */
export const INTERNATIONAL = 'ZZ';

/** One row of the country list: a country (or International), its name in the interface language, its dial code. */
export interface Choice {
  value: Country | typeof INTERNATIONAL;
  label: string;
  dialCode: string;
}

export function toCountry(value: string | undefined): Country | undefined {
  return value && value !== INTERNATIONAL ? (value as Country) : undefined;
}

/** A country's bundled flag; a globe for International. */
export function Flag({ country, flags, className }: { country: string | undefined; flags: Flags; className: string }) {
  const code = toCountry(country);
  const Svg = code ? flags[code] : undefined;
  return <span className={className}>{Svg ? <Svg title="" /> : <Globe aria-hidden />}</span>;
}
