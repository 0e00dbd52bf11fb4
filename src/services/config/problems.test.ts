import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './env';
import { configProblems } from './problems';

const real = {
  VITE_API_BASE_URL: 'https://api.wallet.example',
  VITE_COGNITO_USER_POOL_ID: 'eu-central-1_AbC',
  VITE_COGNITO_CLIENT_ID: 'client',
  VITE_PUSHER_KEY: 'key',
  VITE_PUSHER_HOST: 'ws.wallet.example',
};

describe('configProblems', () => {
  it('names every variable a real backend needs and lacks', () => {
    expect(configProblems({ VITE_API_BASE_URL: 'https://api.wallet.example', VITE_PUSHER_KEY: ' ' }, false)).toEqual([
      { variable: 'VITE_COGNITO_USER_POOL_ID', reason: 'missing' },
      { variable: 'VITE_COGNITO_CLIENT_ID', reason: 'missing' },
      { variable: 'VITE_PUSHER_KEY', reason: 'missing' },
      { variable: 'VITE_PUSHER_HOST', reason: 'missing' },
    ]);
    expect(configProblems(real, false)).toEqual([]);
  });

  it('needs nothing in demo mode, but a URL variable that is set must be a URL', () => {
    expect(configProblems({}, true)).toEqual([]);
    expect(configProblems({ ...real, VITE_COGNITO_ENDPOINT: 'localhost:9229' }, false)).toEqual([
      { variable: 'VITE_COGNITO_ENDPOINT', reason: 'invalid' },
    ]);
  });
});

describe('readConfig', () => {
  it('throws a ConfigError naming the variables, which the start-up page shows', () => {
    let error: unknown;
    try {
      readConfig({ VITE_API_BASE_URL: 'not a url' }, false);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toContainEqual({ variable: 'VITE_API_BASE_URL', reason: 'invalid' });
  });

  it('reads the Cognito emulator endpoints', () => {
    const config = readConfig(
      { ...real, VITE_COGNITO_ENDPOINT: 'http://localhost:9229', VITE_COGNITO_IDENTITY_ENDPOINT: 'http://localhost:4566' },
      false,
    );
    expect(config.cognito).toMatchObject({
      userPoolEndpoint: 'http://localhost:9229',
      identityPoolEndpoint: 'http://localhost:4566',
    });
  });

  it('lets images load from the API host and VITE_IMAGE_HOSTS only, outside demo mode', () => {
    expect(readConfig({ ...real, VITE_IMAGE_HOSTS: 'Media.Wallet.example, cdn.wallet.example' }, false).imageHosts).toEqual([
      'api.wallet.example',
      'media.wallet.example',
      'cdn.wallet.example',
    ]);
    expect(readConfig({}, true).imageHosts).toBe('any');
  });

  it('opens the KYC provider only on the VITE_KYC_HOSTS hosts; none when unset; the app itself in demo (ADR 0023)', () => {
    expect(readConfig({ ...real, VITE_KYC_HOSTS: ' Verify.Provider.example,, id.provider.example ' }, false).kycHosts).toEqual([
      'verify.provider.example',
      'id.provider.example',
    ]);
    expect(readConfig(real, false).kycHosts).toEqual([]);
    expect(readConfig({}, true).kycHosts).toEqual([new URL(window.location.origin).hostname]);
  });
});
