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
