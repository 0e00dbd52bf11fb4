import { http, HttpResponse } from 'msw';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http';

export interface SocketAuthCall {
  endpoint: 'user-auth' | 'user-authorize';
  authorization: string | null;
  body: URLSearchParams;
}

/**
 * For tests that run pusher-js without the game hub REST mock: answers the socket auth endpoints the way the
 * real service does (unsigned: the socket mock never checks signatures) and records each call.
 */
export function socketAuthHandlers(userId: string, calls: SocketAuthCall[] = []) {
  const base = `${config.apiBaseUrl}${SERVICE_BASE_PATHS.gamehub}/sockets`;
  return [
    http.post(`${base}/user-auth`, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      calls.push({ endpoint: 'user-auth', authorization: request.headers.get('authorization'), body });
      const userData = JSON.stringify({ id: userId });
      return HttpResponse.json({ auth: `${config.pusher.key}:unsigned`, user_data: userData });
    }),
    http.post(`${base}/user-authorize`, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      calls.push({ endpoint: 'user-authorize', authorization: request.headers.get('authorization'), body });
      return HttpResponse.json({ auth: `${config.pusher.key}:unsigned` });
    }),
  ];
}
