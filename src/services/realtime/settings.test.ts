import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Pusher from 'pusher-js';
import { describe, expect, it } from 'vitest';
import { config } from '@/services/config/env';
import { notificationChannel, notificationEvents, pusherOptions, socketAuthEndpoints } from './settings';

const settings = { host: 'ws.example.test', apiBaseUrl: 'https://api.example.test', getAccessToken: () => 'token-1' };

function headersOf(auth: unknown): Record<string, string> {
  if (typeof auth !== 'object' || auth === null || !('headersProvider' in auth) || typeof auth.headersProvider !== 'function')
    throw new Error('no headersProvider');
  return auth.headersProvider() as Record<string, string>;
}

describe('pusherOptions', () => {
  it('maps the spec: private host, cluster eu, port 2053, TLS, the timeouts, and the game hub auth endpoints', () => {
    const options = pusherOptions(settings);
    expect(options).toEqual({
      cluster: 'eu',
      wsHost: 'ws.example.test',
      wsPort: 2053,
      wssPort: 2053,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      enableStats: false,
      userAuthentication: {
        endpoint: 'https://api.example.test/gamehub/api/v1/sockets/user-auth',
        transport: 'ajax',
        headersProvider: expect.any(Function),
      },
      channelAuthorization: {
        endpoint: 'https://api.example.test/gamehub/api/v1/sockets/user-authorize',
        transport: 'ajax',
        headersProvider: expect.any(Function),
      },
    });
  });

  it('asks for the token on every auth request, and sends no header without one', () => {
    let token: string | undefined = 'first';
    const options = pusherOptions({ ...settings, getAccessToken: () => token });
    expect(headersOf(options.userAuthentication)).toEqual({ Authorization: 'Bearer first' });
    token = 'refreshed';
    expect(headersOf(options.userAuthentication)).toEqual({ Authorization: 'Bearer refreshed' });
    expect(headersOf(options.channelAuthorization)).toEqual({ Authorization: 'Bearer refreshed' });
    token = undefined;
    expect(headersOf(options.userAuthentication)).toEqual({});
  });

  it('can turn on the timeline sender with a stats host', () => {
    expect(pusherOptions({ ...settings, enableStats: true, statsHost: 'stats.example.test' })).toMatchObject({
      enableStats: true,
      statsHost: 'stats.example.test',
    });
  });

  it('is what pusher-js configures itself with', () => {
    // Constructing connects at once: point it at the demo socket mock.
    const pusher = new Pusher(config.pusher.key, pusherOptions({ ...settings, host: config.pusher.host }));
    pusher.disconnect();
    expect(pusher.config).toMatchObject({
      wsHost: config.pusher.host,
      wsPort: 2053,
      wssPort: 2053,
      useTLS: true,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      enableStats: false,
      enabledTransports: ['ws', 'wss'],
    });
    expect(pusher.timeline.options.limit).toBe(50);
  });
});

describe('pusher-js 8', () => {
  // The spec values pusher-js has no option for are constants of the library (see ADR 0006). If an upgrade
  // changes one, this fails and the ADR needs a new look.
  it('still fixes protocol 7, the 30 min transport cache, the 15 s / 60 s attempt timeouts and the 60 s / 50 timeline', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('pusher-js/dist/web/pusher.js'), 'utf8');
    for (const constant of [
      'PROTOCOL: 7,',
      'ttl: 1800000,',
      'timeout: 15000,',
      'timeoutLimit: 60000,',
      'limit: 50,',
      'new PeriodicTimer(60000,',
    ])
      expect(source).toContain(constant);
  });
});

describe('names', () => {
  it('builds the auth endpoints under the game hub base path, whatever the trailing slash', () => {
    expect(socketAuthEndpoints('https://api.example.test/')).toEqual({
      userAuthentication: 'https://api.example.test/gamehub/api/v1/sockets/user-auth',
      channelAuthorization: 'https://api.example.test/gamehub/api/v1/sockets/user-authorize',
    });
  });

  it("names the user's channel with the configured prefix", () => {
    expect(notificationChannel('precense-notifications-', 'u-1001')).toBe('precense-notifications-u-1001');
    expect(notificationChannel('private-notifications-', 'u-7')).toBe('private-notifications-u-7');
  });

  it('listens to the four events of the spec', () => {
    expect(notificationEvents).toEqual(['TX_WITHDRAW_FINISHED', 'TX_DEPOSIT_FINISHED', 'GENERIC', 'AC_CREATED']);
  });
});
