import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_USER_POOL_ENDPOINT } from '@/services/config/demo-hosts';
import { sameOriginPassthrough } from './same-origin';

/** The first handler of the demo backend: the page's own requests only, never a mocked host's. */
describe('sameOriginPassthrough', () => {
  const handler = sameOriginPassthrough();
  const matches = (url: string, method = 'GET') => handler.test({ request: new Request(url, { method }) });

  it("takes the page's own requests, whatever their method", async () => {
    await expect(matches(`${window.location.origin}/assets/app-1a2b3c.js`)).resolves.toBe(true);
    await expect(matches(`${window.location.origin}/fonts/inter.woff2`)).resolves.toBe(true);
    await expect(matches(`${window.location.origin}/__csp-report`, 'POST')).resolves.toBe(true);
  });

  it('leaves every mocked host to its handlers', async () => {
    await expect(matches(`${DEMO.apiBaseUrl}/wallet/api/v1/accounts`)).resolves.toBe(false);
    await expect(matches(DEMO_USER_POOL_ENDPOINT, 'POST')).resolves.toBe(false);
    await expect(matches(`https://${DEMO.pusher.host}/app/key`)).resolves.toBe(false);
  });
});
