import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/** A toast (Ark: role status, named by its message). */
const toastNamed = (page: Page, message: string) => page.getByRole('status', { name: message });

test.describe('asset detail @mobile', () => {
  test('a wallet card opens the asset, My Wallet stays highlighted, and Send is prefilled with it', async ({
    page,
    isMobile,
  }) => {
    await signIn(page);
    await page.locator('a[href="/wallet/BTC"]').click();
    await expect(page).toHaveURL(/\/wallet\/BTC$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Balance' })).toContainText('BTC');
    await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$');
    await expect(page.getByRole('list', { name: 'Networks' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Latest transactions' }).getByRole('listitem').first()).toBeVisible();
    if (!isMobile) {
      await expect(page.getByRole('navigation').getByRole('link', { name: 'My Wallet' })).toHaveAttribute('aria-current', 'page');
    }
    await expect(page.getByRole('link', { name: 'See all BTC transactions' })).toHaveAttribute(
      'href',
      '/transaction-history?asset=BTC',
    );

    // The menu has a Send entry too: the screen's own is in the main region.
    await page.getByRole('main').getByRole('link', { name: 'Send', exact: true }).click();
    await expect(page).toHaveURL(/\/send\?asset=BTC$/);
  });

  test('an asset the customer does not hold leads back to the wallet with an error toast', async ({ page }) => {
    await signIn(page, '/wallet/APT');
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(toastNamed(page, 'APT is not one of your assets.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  });
});

const entries = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('transaction history', () => {
  test('filters picked on screen are in the URL and survive a reload', async ({ page }) => {
    await signIn(page, '/transaction-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
    await expect(entries(page)).toHaveCount(20);

    await page.getByRole('combobox', { name: 'Asset' }).click();
    await page.getByRole('option', { name: 'BTC', exact: true }).click();
    await expect(page).toHaveURL(/\/transaction-history\?asset=BTC$/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/\/transaction-history\?asset=BTC&status=completed$/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Asset' })).toHaveText(/BTC/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Completed/);
    await expect(entries(page).first()).toBeVisible();
    await expect(entries(page).filter({ hasNotText: 'BTC' })).toHaveCount(0);
    await expect(entries(page).filter({ hasNotText: 'Completed' })).toHaveCount(0);
  });

  test('?page=abc shows the page error and the first page; ?page=999 goes to the last page', async ({ page }) => {
    await signIn(page, '/transaction-history');
    await page.goto('/transaction-history?page=abc');
    await expect(toastNamed(page, 'Invalid page number, redirecting to first page')).toBeVisible();
    await expect(page).toHaveURL(/\/transaction-history$/);
    await expect(entries(page)).toHaveCount(20);

    await page.goto('/transaction-history?page=999');
    await expect(page).toHaveURL(/\/transaction-history\?page=\d+$/);
    await expect(page).not.toHaveURL(/page=999/);
    const last = new URL(page.url()).searchParams.get('page');
    await expect(page.getByRole('button', { name: `Page ${last} of ${last}` })).toHaveAttribute('aria-current', 'page');
  });
});
