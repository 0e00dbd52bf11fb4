import { expect, type Page } from '@playwright/test';
import { accessToken } from './sign-in';

/** A real bech32 address nobody in the demo owns: a first-time recipient. */
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** The demo backend's fixed verification code (any request accepts it). */
export const CODE = '123456';
/** The demo build's API host (answered inside the page by the demo backend). */
const DEMO_API = 'https://api.wallet.demo/wallet/api/v1';

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

/** Types the code into the email and SMS inputs of the verification step. */
export async function enterCodes(page: Page, code = CODE) {
  for (const channel of ['Email', 'SMS']) {
    await page.getByRole('textbox', { name: new RegExp(`^${channel} code.*digit 1 of 6`) }).click();
    await page.keyboard.type(code);
  }
}

/** Waits for the prefilled asset and network (`/send?asset=…&network=…`), then leaves the first step. */
export async function continueFromAsset(page: Page) {
  await expect(page.getByRole('option', { selected: true })).toHaveCount(2);
  await page.getByRole('button', { name: /^(Continue|Devam)$/ }).click();
}
