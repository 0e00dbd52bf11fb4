import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Pusher from 'pusher-js';
import { describe, expect, it, vi } from 'vitest';
import { config } from '@/services/config/env';
import { notificationChannel, notificationEvents, pusherOptions } from './settings';

const auth = {
  authenticateUser: vi.fn(async (socketId: string) => ({ auth: `key:${socketId}`, user_data: '{"id":"u-1"}' })),
  authorizeChannel: vi.fn(async (socketId: string, channelName: string) => ({ auth: `key:${socketId}:${channelName}` })),
};
const settings = { host: 'ws.example.test', auth };

/** pusher-js's side of a custom auth handler: call it, wait for its callback. */
function callHandler(options: unknown, params: Record<string, string>): Promise<[Error | null, unknown]> {
  if (
    typeof options !== 'object' ||
    options === null ||
    !('customHandler' in options) ||
    typeof options.customHandler !== 'function'
  )
    throw new Error('no customHandler');
  const handler = options.customHandler as (
    params: Record<string, string>,
    callback: (error: Error | null, data: unknown) => void,
  ) => void;
  return new Promise((resolve) => handler(params, (error, data) => resolve([error, data])));
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
      userAuthentication: { customHandler: expect.any(Function) },
      channelAuthorization: { customHandler: expect.any(Function) },
    });
  });

  it('signs the user in and authorizes channels through the injected game hub calls', async () => {
    const options = pusherOptions(settings);
    await expect(callHandler(options.userAuthentication, { socketId: '1.2' })).resolves.toEqual([
      null,
      { auth: 'key:1.2', user_data: '{"id":"u-1"}' },
    ]);
    await expect(callHandler(options.channelAuthorization, { socketId: '1.2', channelName: 'private-x' })).resolves.toEqual([
      null,
      { auth: 'key:1.2:private-x' },
    ]);
  });

  it('hands a failed auth call to pusher-js as an error', async () => {
    const failing = { ...auth, authenticateUser: vi.fn(async () => Promise.reject(new Error('Error while calling API'))) };
    const [error, data] = await callHandler(pusherOptions({ ...settings, auth: failing }).userAuthentication, {
      socketId: '1.2',
    });
    expect(error).toEqual(new Error('Error while calling API'));
    expect(data).toBeNull();
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
  it("names the user's channel with the configured prefix", () => {
    expect(notificationChannel('precense-notifications-', 'u-1001')).toBe('precense-notifications-u-1001');
    expect(notificationChannel('private-notifications-', 'u-7')).toBe('private-notifications-u-7');
  });

  it('listens to the four events of the spec', () => {
    expect(notificationEvents).toEqual(['TX_WITHDRAW_FINISHED', 'TX_DEPOSIT_FINISHED', 'GENERIC', 'AC_CREATED']);
  });
});
