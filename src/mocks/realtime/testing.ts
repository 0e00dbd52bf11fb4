import { http, HttpResponse } from 'msw';
import { config } from '@/services/config/env';
import { socketAuthEndpoints } from '@/services/realtime';

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
  const endpoints = socketAuthEndpoints(config.apiBaseUrl);
  const cors = { 'Access-Control-Allow-Origin': '*' };
  return [
    http.post(endpoints.userAuthentication, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      calls.push({ endpoint: 'user-auth', authorization: request.headers.get('authorization'), body });
      const userData = JSON.stringify({ id: userId });
      return HttpResponse.json({ auth: `${config.pusher.key}:unsigned`, user_data: userData }, { headers: cors });
    }),
    http.post(endpoints.channelAuthorization, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      calls.push({ endpoint: 'user-authorize', authorization: request.headers.get('authorization'), body });
      return HttpResponse.json({ auth: `${config.pusher.key}:unsigned` }, { headers: cors });
    }),
  ];
}
