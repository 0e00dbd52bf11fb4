import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/**
 * Receive (issue 16) on the demo build: the deposit address with its QR code and a copy that really
 * copies, the memo of a memo network, and an address generated on request that stays the same after a
 * reload.
 */

const qrCode = (page: Page, asset: string, network: string) =>
  page.getByRole('img', { name: `QR code of your ${asset} deposit address on ${network}` });

/** The value shown in groups under a label (GroupedAddress keeps the exact string in data-value). */
async function shownValue(page: Page, name: string): Promise<string> {
  return (await page.getByRole('group', { name }).locator('[data-value]').getAttribute('data-value')) ?? '';
}

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('receive', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('BTC: the address and its QR code are shown, and Copy puts the address on the clipboard', async ({ page }) => {
    await signIn(page, '/receive?asset=BTC&network=bitcoin');
    await expect(qrCode(page, 'BTC', 'Bitcoin')).toBeVisible();
    const address = await shownValue(page, 'Your BTC deposit address');
    expect(address).toMatch(/^bc1q/);
    await expect(page.getByText('Send only BTC on Bitcoin to this address. Anything else is lost.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect.poll(() => clipboardText(page)).toBe(address);
  });

  test('a network with a memo: both copies work and the warning is shown', async ({ page }) => {
    await signIn(page, '/receive?asset=XRP&network=ripple');
    await expect(qrCode(page, 'XRP', 'XRP Ledger')).toBeVisible();
    await expect(page.getByText('Include the Destination tag')).toBeVisible();
    const address = await shownValue(page, 'Your XRP deposit address');
    const tag = await shownValue(page, 'Destination tag');
    expect(tag).toMatch(/^\d+$/);
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect.poll(() => clipboardText(page)).toBe(address);
    await page.getByRole('button', { name: 'Copy Destination tag' }).click();
    await expect.poll(() => clipboardText(page)).toBe(tag);
  });

  test('an address generated on a network without one is the same after a reload', async ({ page }) => {
    await signIn(page, '/receive?asset=BTC&network=bsc');
    await page.getByRole('button', { name: 'Generate address' }).click();
    await expect(qrCode(page, 'BTC', 'BNB Smart Chain (BEP20)')).toBeVisible();
    const generated = await shownValue(page, 'Your BTC deposit address');
    expect(generated).toMatch(/^0x[0-9a-f]{40}$/);
    await page.reload();
    await expect(qrCode(page, 'BTC', 'BNB Smart Chain (BEP20)')).toBeVisible();
    await expect.poll(() => shownValue(page, 'Your BTC deposit address')).toBe(generated);
    await expect(page.getByRole('button', { name: 'Generate address' })).toHaveCount(0);
  });

  test('the choice is in the URL: picking a network pushes it, Back returns to the previous one', async ({ page }) => {
    await signIn(page, '/receive?asset=BTC&network=bitcoin');
    await expect(qrCode(page, 'BTC', 'Bitcoin')).toBeVisible();
    await page.getByRole('combobox', { name: 'Network' }).click();
    await page.getByRole('option', { name: 'BNB Smart Chain (BEP20)' }).click();
    await expect(page).toHaveURL(/\/receive\?asset=BTC&network=bsc$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/receive\?asset=BTC&network=bitcoin$/);
    await expect(qrCode(page, 'BTC', 'Bitcoin')).toBeVisible();
  });
});
