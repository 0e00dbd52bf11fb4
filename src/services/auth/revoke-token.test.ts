import { describe, expect, it, vi } from 'vitest';
import { revokeRefreshToken } from './revoke-token';

const userPool = { userPoolId: 'eu-central-1_AbCdEf123', userPoolClientId: 'client123' };

function recordFetch() {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{}', { status: 200 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('revokeRefreshToken', () => {
  it('calls the configured Cognito emulator, the endpoint the sign-in uses', async () => {
    const fetch = recordFetch();
    await revokeRefreshToken({ Auth: { Cognito: { ...userPool, userPoolEndpoint: 'http://localhost:9229/' } } }, 'refresh');
    expect(fetch).toHaveBeenCalledWith('http://localhost:9229/', expect.objectContaining({ method: 'POST' }));
  });

  it("calls AWS's regional host without an emulator", async () => {
    const fetch = recordFetch();
    await revokeRefreshToken({ Auth: { Cognito: userPool } }, 'refresh');
    expect(fetch).toHaveBeenCalledWith('https://cognito-idp.eu-central-1.amazonaws.com/', expect.anything());
  });
});
