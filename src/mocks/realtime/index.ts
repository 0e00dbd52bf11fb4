import type { AnyHandler } from 'msw';
import { pusherHandler } from './pusher-server';

export { pusherMock, pusherSocketUrl, type PusherMockConnection } from './pusher-server';

/** The Pusher protocol over WebSocket (msw ws), and the CORS preflight of the socket auth endpoints. */
export const realtimeHandlers: AnyHandler[] = [pusherHandler];
