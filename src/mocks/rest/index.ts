import type { AnyHandler } from 'msw';

/** Handlers of the three REST services (wallet, identity, game hub). */
export const restHandlers: AnyHandler[] = [];
