import type { AnyHandler } from 'msw';
import { gamehubHandlers } from './gamehub';
import { idempotencyHandler } from './idempotency';
import { identityHandlers } from './identity';
import { mediaHandlers } from './media';
import { walletHandlers } from './wallet';

export { gamehubHandlers, identityHandlers, mediaHandlers, walletHandlers };

const serviceHandlers: AnyHandler[] = [...walletHandlers, ...identityHandlers, ...gamehubHandlers, ...mediaHandlers];

/**
 * Handlers of the three REST services (wallet, identity, game hub) and the demo media files, behind the
 * Idempotency-Key check of the money-moving POSTs.
 */
export const restHandlers: AnyHandler[] = [idempotencyHandler(serviceHandlers), ...serviceHandlers];
