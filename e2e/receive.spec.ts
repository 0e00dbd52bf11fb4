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
    // EIP-55: mixed case, as a real backend gives it.
    expect(generated).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await page.reload();
    await expect(qrCode(page, 'BTC', 'BNB Smart Chain (BEP20)')).toBeVisible();
    await expect.poll(() => shownValue(page, 'Your BTC deposit address')).toBe(generated);
    await expect(page.getByRole('button', { name: 'Generate address' })).toHaveCount(0);
  });

  test('an asset not in the wallet yet: choosing it opens the account, AC_CREATED toasts, and the wallet lists it', async ({
    page,
  }) => {
    await signIn(page, '/receive');
    await page.getByRole('searchbox', { name: 'Search assets' }).fill('aptos');
    const option = page.getByRole('option', { name: /^APT/ });
    await expect(option).toContainText('Not in your wallet yet');
    await option.click();
    await expect(page.getByText('You have no APT address on Aptos yet')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Your APT account is ready.' })).toBeVisible();
    await page.getByRole('link', { name: 'My Wallet' }).first().click();
    await expect(page.getByRole('list', { name: 'Assets' }).getByRole('link', { name: /^APT/ })).toBeVisible();
  });

  test('the choice is in the URL: picking a network pushes it, Back returns to the previous one', async ({ page }) => {
    await signIn(page, '/receive?asset=BTC&network=bitcoin');
    await expect(qrCode(page, 'BTC', 'Bitcoin')).toBeVisible();
    await page
      .getByRole('listbox', { name: 'Network' })
      .getByRole('option', { name: /^BNB Smart Chain/ })
      .click();
    await expect(page).toHaveURL(/\/receive\?asset=BTC&network=bsc$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/receive\?asset=BTC&network=bitcoin$/);
    await expect(qrCode(page, 'BTC', 'Bitcoin')).toBeVisible();
  });
});

/** Toasts are Ark status regions named by their message. */
const toastNamed = (page: Page, message: string) => page.getByRole('status', { name: message });
const ASSISTANCE = '/unreceived-deposit-assistance?asset=BTC&network=bitcoin';

/** Waits for the customer's own address to be filled in, then types the amount and when it was sent. */
async function fillAssistance(page: Page, txHash: string): Promise<void> {
  await expect(page.getByRole('textbox', { name: /Address it was sent to/ })).toHaveValue(/^bc1q/);
  await page.getByRole('textbox', { name: /Transaction hash/ }).fill(txHash);
  await page.getByRole('textbox', { name: /Amount sent/ }).fill('0,015');
  await page.getByRole('textbox', { name: /Date sent/ }).fill('01/10/2026');
  await page.getByRole('textbox', { name: /Time sent/ }).fill('09:30');
}

test.describe('unreceived-deposit assistance', () => {
  test('a hash that is not one of the network: an inline error, and the input stays', async ({ page }) => {
    await signIn(page, ASSISTANCE);
    await fillAssistance(page, '0x1234abcd');
    await page.getByRole('button', { name: 'Send request' }).click();
    const hash = page.getByRole('textbox', { name: /Transaction hash/ });
    await expect(page.getByText('This is not a transaction hash of this network.', { exact: false })).toBeVisible();
    await expect(hash).toHaveValue('0x1234abcd');
    await expect(hash).toBeFocused();
    await expect(page.getByRole('textbox', { name: /Amount sent/ })).toHaveValue('0,015');
  });

  test('the server fails: the catalogue message as a toast, and everything typed stays', async ({ page }) => {
    await signIn(page, `${ASSISTANCE}&demo-fault=POST:/wallet/api/v1/deposit-unreceiveds:500`);
    await fillAssistance(page, 'cd'.repeat(32));
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(toastNamed(page, 'An error occurred while submitting the form, please try again later')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Transaction hash/ })).toHaveValue('cd'.repeat(32));
    await expect(page.getByRole('textbox', { name: /Amount sent/ })).toHaveValue('0,015');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit not arrived?' })).toBeVisible();
  });

  test('a request is filed and its reference shown', async ({ page }) => {
    await signIn(page, ASSISTANCE);
    await fillAssistance(page, 'ef'.repeat(32));
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
    await expect(page.getByText(/^Your reference: dur/)).toBeVisible();
  });

  test('"Deposit not arrived?" on the receive screen opens the form with the asset and network', async ({ page }) => {
    await signIn(page, '/receive?asset=XRP&network=ripple');
    await page.getByRole('link', { name: 'Deposit not arrived?' }).click();
    await expect(page).toHaveURL(/\/unreceived-deposit-assistance\?asset=XRP&network=ripple$/);
    await expect(page.getByRole('combobox', { name: /Asset/ })).toContainText('XRP');
    await expect(page.getByRole('combobox', { name: /Network it was sent on/ })).toContainText('XRP Ledger');
  });
});
