import { describe, expect, it } from 'vitest';
import { apiPreconnect } from '../deploy/api-preconnect.ts';

const REAL_BACKEND = { VITE_API_BASE_URL: 'https://api.wallet.example/v2/' };

describe('the API host opened ahead by the signed-in pages (ADR 0025)', () => {
  it('names the API’s origin, for the anonymous connections its requests use', () => {
    expect(apiPreconnect({ env: REAL_BACKEND, demoMode: false })).toBe(
      '<link rel="preconnect" href="https://api.wallet.example" crossorigin>',
    );
  });

  it('keeps a port that is part of the origin', () => {
    expect(apiPreconnect({ env: { VITE_API_BASE_URL: 'http://127.0.0.1:4182' }, demoMode: false })).toBe(
      '<link rel="preconnect" href="http://127.0.0.1:4182" crossorigin>',
    );
  });

  it('opens nothing in a demo build: its backend answers inside the page', () => {
    expect(apiPreconnect({ env: REAL_BACKEND, demoMode: true })).toBeUndefined();
  });

  it('opens nothing when the API is on the site’s own host', () => {
    const env = { VITE_API_BASE_URL: 'https://wallet.example/api', VITE_PRODUCTION_HOST: 'Wallet.example:443' };
    expect(apiPreconnect({ env, demoMode: false })).toBeUndefined();
    expect(apiPreconnect({ env: { ...env, VITE_PRODUCTION_HOST: 'https://wallet.example/' }, demoMode: false })).toBeUndefined();
    expect(apiPreconnect({ env: { ...env, VITE_PRODUCTION_HOST: 'www.wallet.example' }, demoMode: false })).toBe(
      '<link rel="preconnect" href="https://wallet.example" crossorigin>',
    );
  });
});
