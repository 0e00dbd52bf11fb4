import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/**
 * Receive (issue 16) on the demo build: the deposit address with its QR code and a copy that really
 * copies, the memo of a memo network, and an address generated on request that stays the same after a
 * reload.
 */

const qrCode = (page: Page, asset: string, network: string) =>
  page.getByRole('img', { name: `QR code of your ${asset} deposit address on ${network}` });

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
    const field = page.getByRole('textbox', { name: 'Your BTC deposit address' });
    const address = await field.inputValue();
    expect(address).toMatch(/^bc1q/);
    await expect(page.getByText('Send only BTC on Bitcoin to this address. Anything else is lost.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect.poll(() => clipboardText(page)).toBe(address);
  });

  test('a network with a memo: both copies work and the warning is shown', async ({ page }) => {
    await signIn(page, '/receive?asset=XRP&network=ripple');
    await expect(qrCode(page, 'XRP', 'XRP Ledger')).toBeVisible();
    await expect(page.getByText('Include the Destination tag')).toBeVisible();
    const address = await page.getByRole('textbox', { name: 'Your XRP deposit address' }).inputValue();
    const tag = await page.getByRole('textbox', { name: 'Destination tag' }).inputValue();
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
    const generated = await page.getByRole('textbox', { name: 'Your BTC deposit address' }).inputValue();
    expect(generated).toMatch(/^0x[0-9a-f]{40}$/);
    await page.reload();
    await expect(qrCode(page, 'BTC', 'BNB Smart Chain (BEP20)')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your BTC deposit address' })).toHaveValue(generated);
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
