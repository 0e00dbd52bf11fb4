import { expect, type Page } from '@playwright/test';

/** A real bech32 address nobody in the demo owns: a first-time recipient. */
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** The demo backend's fixed verification code (any request accepts it). */
export const CODE = '123456';
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
