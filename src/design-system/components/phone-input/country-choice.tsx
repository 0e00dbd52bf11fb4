import { Globe } from 'lucide-react';
import type { Country } from 'react-phone-number-input';
import { flagUrl } from './flag-images';

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

/** A country's flag (decorative: the country's name is beside it or in the trigger's name); a globe for International. */
export function Flag({ country, className }: { country: string | undefined; className: string }) {
  const code = toCountry(country);
  const url = code ? flagUrl(code) : undefined;
  return <span className={className}>{url ? <img src={url} alt="" decoding="async" /> : <Globe aria-hidden />}</span>;
}
