import type { Page } from '@playwright/test';
import { accessToken } from './sign-in';

/** The demo build's API host (answered inside the page by the demo backend). */
export const DEMO_API = 'https://api.wallet.demo/wallet/api/v1';

/** GET on the wallet service as the signed-in customer (the demo backend answers in the page). */
export async function walletGet<T>(page: Page, path: string): Promise<T> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ api, path, token }) => {
      const response = await fetch(`${api}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()) as T;
    },
    { api: DEMO_API, path, token },
  );
}

/** POST on the wallet service as the signed-in customer. */
export async function walletPost<T>(page: Page, path: string, body: object): Promise<T> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ api, path, token, body }) => {
      const response = await fetch(`${api}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { api: DEMO_API, path, token, body },
  );
}
