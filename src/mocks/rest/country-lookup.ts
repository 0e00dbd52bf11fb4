import { http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '@/services/config/env';
import { DEMO_COUNTRY_LOOKUP_PATH } from '@/services/country-lookup';

/**
 * The demo's IP-to-country service, on the API host so the demo's CSP allows it and a fault can make it
 * unreachable (`?demo-fault=GET:/demo/country-lookup:network`), as the real one is for many visitors.
 */
export const countryLookupHandlers: HttpHandler[] = [
  http.get(`${config.apiBaseUrl}${DEMO_COUNTRY_LOOKUP_PATH}`, () => HttpResponse.text('1;TR;TUR;Turkey')),
];
