import type { AnyHandler } from 'msw';

/** The Pusher protocol over WebSocket (msw ws). */
export const realtimeHandlers: AnyHandler[] = [];
