import type { AnyHandler } from 'msw';
import { cognitoHandlers } from './cognito';
import { realtimeHandlers } from './realtime';
import { countryLookupHandlers } from './rest/country-lookup';
import { restHandlers } from './rest';
import { kycProviderHandlers } from './rest/kyc-provider';

/** Every handler of the demo backend: the browser worker, Storybook and Vitest all start from these. */
export const handlers: AnyHandler[] = [...restHandlers, ...cognitoHandlers, ...realtimeHandlers, ...kycProviderHandlers];
handlers.push(...countryLookupHandlers);
