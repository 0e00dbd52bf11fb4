export {
  COUNTRY_LOOKUP_ERROR_ID,
  CountryLookupError,
  DEFAULT_COUNTRY_LOOKUP_URL,
  DEMO_COUNTRY_LOOKUP_PATH,
  createCountryLookup,
  parseCountryResponse,
  type CountryLookupOptions,
} from './country-lookup';
