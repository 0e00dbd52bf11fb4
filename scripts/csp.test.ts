import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../deploy/csp.ts';
import { readConfig } from '../src/services/config/env.ts';

const REAL_BACKEND = {
  VITE_API_BASE_URL: 'https://api.wallet.example',
  VITE_COGNITO_USER_POOL_ID: 'eu-central-1_Pool',
  VITE_COGNITO_CLIENT_ID: 'client',
  VITE_PUSHER_KEY: 'key',
  VITE_PUSHER_HOST: 'ws.wallet.example',
};

function connectSrc(env: Record<string, string>, demoMode = false): string[] {
  const directive = cspDirectives({ env, demoMode, scriptHashes: [] }).find(([name]) => name === 'connect-src');
  return directive?.[1] ?? [];
}

describe('the production CSP and the phone input’s IP country lookup (ADR 0029)', () => {
  it('allows the host the app calls, read from the same VITE_COUNTRY_LOOKUP_URL', () => {
    const env = { ...REAL_BACKEND, VITE_COUNTRY_LOOKUP_URL: 'https://geo.wallet.example/lookup/s' };
    expect(readConfig(env, false).countryLookupUrl).toBe('https://geo.wallet.example/lookup/s');
    expect(connectSrc(env)).toContain('https://geo.wallet.example');
    expect(connectSrc(env)).not.toContain('https://ip2c.org');
  });

  it('allows the default service when the variable is not set, the one the app then calls', () => {
    const origin = new URL(readConfig(REAL_BACKEND, false).countryLookupUrl).origin;
    expect(origin).toBe('https://ip2c.org');
    expect(connectSrc(REAL_BACKEND)).toContain(origin);
  });

  it('adds no host in a demo build: the demo backend answers on the API host', () => {
    const config = readConfig({}, true);
    expect(config.countryLookupUrl.startsWith(config.apiBaseUrl)).toBe(true);
    expect(connectSrc({}, true)).toContain(new URL(config.apiBaseUrl).origin);
    expect(connectSrc({}, true)).not.toContain('https://ip2c.org');
  });

  it('refuses a lookup URL that is not an http(s) URL, before any CSP is built', () => {
    expect(() => readConfig({ ...REAL_BACKEND, VITE_COUNTRY_LOOKUP_URL: 'ip2c.org/s' }, false)).toThrow(
      /VITE_COUNTRY_LOOKUP_URL \(invalid\)/,
    );
  });
});
