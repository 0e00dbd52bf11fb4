import type { AnyHandler } from 'msw';
import { gamehubHandlers } from './gamehub';
import { identityHandlers } from './identity';
import { mediaHandlers } from './media';
import { walletHandlers } from './wallet';

export { gamehubHandlers, identityHandlers, mediaHandlers, walletHandlers };

/** Handlers of the three REST services (wallet, identity, game hub) and the demo media files. */
export const restHandlers: AnyHandler[] = [...walletHandlers, ...identityHandlers, ...gamehubHandlers, ...mediaHandlers];
