import type { AnyHandler } from 'msw';
import { cognitoHandlers } from './cognito';
import { realtimeHandlers } from './realtime';
import { countryLookupHandlers } from './rest/country-lookup';
import { restHandlers } from './rest';

/** Every handler of the demo backend: the browser worker, Storybook and Vitest all start from these. */
export const handlers: AnyHandler[] = [...restHandlers, ...cognitoHandlers, ...realtimeHandlers];
handlers.push(...countryLookupHandlers);
