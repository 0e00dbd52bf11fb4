import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_TIMEOUT_MINUTES, readConfig } from './env';

const REAL_BACKEND = {
  VITE_API_BASE_URL: 'https://api.example.com',
  VITE_COGNITO_USER_POOL_ID: 'eu-central-1_Pool',
  VITE_COGNITO_CLIENT_ID: 'client',
  VITE_PUSHER_KEY: 'key',
  VITE_PUSHER_HOST: 'ws.example.com',
};

describe('idle timeout configuration', () => {
  it('is 15 minutes unless configured', () => {
    expect(DEFAULT_IDLE_TIMEOUT_MINUTES).toBe(15);
    expect(readConfig({}, true).idleTimeoutMinutes).toBe(15);
    expect(readConfig({ ...REAL_BACKEND, VITE_IDLE_TIMEOUT_MINUTES: '' }, false).idleTimeoutMinutes).toBe(15);
  });

  it('reads VITE_IDLE_TIMEOUT_MINUTES in both modes', () => {
    expect(readConfig({ VITE_IDLE_TIMEOUT_MINUTES: '5' }, true).idleTimeoutMinutes).toBe(5);
    expect(readConfig({ ...REAL_BACKEND, VITE_IDLE_TIMEOUT_MINUTES: ' 30 ' }, false).idleTimeoutMinutes).toBe(30);
  });

  it('rejects a value that is not a whole positive number of minutes', () => {
    for (const value of ['0', '-5', '2.5', 'soon']) {
      expect(() => readConfig({ VITE_IDLE_TIMEOUT_MINUTES: value }, true)).toThrow();
    }
  });
});
