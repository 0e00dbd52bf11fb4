import type { HttpHandler } from 'msw';
import type { paths } from '@/services/generated/gamehub';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { publicNotification } from '../db/actions';
import { iso } from '../db/format';
import { getDb, updateDb } from '../db/store';
import { secured, serviceHttp } from './http';
import { paginate, readPage } from './paging';
import { fieldError } from './responses';

const http = serviceHttp<paths>(SERVICE_BASE_PATHS.gamehub);

/** The demo socket app's secret; the real one never leaves the server. */
const DEMO_SOCKET_SECRET = 'wallet-demo-secret';

async function hmacHex(message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(DEMO_SOCKET_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * pusher-js calls the socket auth endpoints with a cross-origin XMLHttpRequest. The browser's service worker
 * answers without a CORS check, but jsdom (Vitest) enforces it on the response: without this header the
 * socket's user sign-in fails there with status 0. (The preflight is answered by the real-time mock.)
 */
/** Pusher posts application/x-www-form-urlencoded. */
async function readForm(request: { clone(): { arrayBuffer(): Promise<ArrayBuffer> } }): Promise<URLSearchParams> {
  return new URLSearchParams(new TextDecoder().decode(await request.clone().arrayBuffer()));
}

export const gamehubHandlers: HttpHandler[] = [
  http.get(
    '/notifications',
    secured(({ query, request, response }, user) => {
      const page = readPage(query, 20);
      if (Array.isArray(page)) return response('default').json({ message: 'Invalid paging', errors: page }, { status: 422 });
      const unread = query.get('unread') === 'true';
      const mine = getDb()
        .notifications.filter((note) => note.userId === user.id && (!unread || note.readAt === null))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(publicNotification);
      return response(200).json(paginate(mine, page, request.url));
    }),
  ),

  http.get(
    '/notifications/{id}',
    secured(({ params, response }, user) => {
      const note = getDb().notifications.find((item) => item.id === params.id && item.userId === user.id);
      return note
        ? response(200).json(publicNotification(note))
        : response(404).json({ message: 'Notification not found', code: 'NOT_FOUND' });
    }),
  ),

  http.patch(
    '/notifications/{id}/read',
    secured(({ params, response }, user) => {
      const note = updateDb((db) => {
        const stored = db.notifications.find((item) => item.id === params.id && item.userId === user.id);
        if (stored && stored.readAt === null) stored.readAt = iso(Date.now());
        return stored;
      });
      return note
        ? response(200).json(publicNotification(note))
        : response(404).json({ message: 'Notification not found', code: 'NOT_FOUND' });
    }),
  ),

  http.patch(
    '/notifications/readAll',
    secured(({ response }, user) => {
      const readAt = iso(Date.now());
      const updated = updateDb((db) => {
        const unread = db.notifications.filter((item) => item.userId === user.id && item.readAt === null);
        unread.forEach((item) => (item.readAt = readAt));
        return unread.length;
      });
      return response(200).json({ updated, readAt });
    }),
  ),

  http.delete(
    '/notifications/{id}',
    secured(({ params, response }, user) => {
      const removed = updateDb((db) => {
        const before = db.notifications.length;
        db.notifications = db.notifications.filter((item) => !(item.id === params.id && item.userId === user.id));
        return db.notifications.length < before;
      });
      return removed ? response(204).empty() : response(404).json({ message: 'Notification not found', code: 'NOT_FOUND' });
    }),
  ),

  http.post(
    '/sockets/user-auth',
    secured(async ({ request, response }, user) => {
      const socketId = (await readForm(request)).get('socket_id');
      if (!socketId)
        return response('default').json(
          { message: 'socket_id is required', errors: [fieldError('socket_id', 'REQUIRED', 'socket_id is required.')] },
          { status: 422 },
        );
      const userData = JSON.stringify({ id: user.id, user_info: { name: `${user.name} ${user.lastname}`.trim() } });
      const auth = `${config.pusher.key}:${await hmacHex(`${socketId}::user::${userData}`)}`;
      return response(200).json({ auth, user_data: userData });
    }),
  ),

  http.post(
    '/sockets/user-authorize',
    secured(async ({ request, response }, user) => {
      const form = await readForm(request);
      const socketId = form.get('socket_id');
      const channel = form.get('channel_name');
      if (!socketId || !channel) {
        return response('default').json(
          {
            message: 'socket_id and channel_name are required',
            errors: [fieldError('channel_name', 'REQUIRED', 'channel_name is required.')],
          },
          { status: 422 },
        );
      }
      // A user may only join their own channels.
      if (!channel.endsWith(`-${user.id}`)) return response(403).json({ message: 'Not your channel', code: 'FORBIDDEN' });
      if (channel.startsWith('presence-')) {
        const channelData = JSON.stringify({ user_id: user.id, user_info: { name: `${user.name} ${user.lastname}`.trim() } });
        const auth = `${config.pusher.key}:${await hmacHex(`${socketId}:${channel}:${channelData}`)}`;
        return response(200).json({ auth, channel_data: channelData });
      }
      return response(200).json({ auth: `${config.pusher.key}:${await hmacHex(`${socketId}:${channel}`)}` });
    }),
  ),
];
