import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_API } from './support/demo-api';
import { readDemoDatabase } from './support/demo-database';
import { accessToken, signIn } from './support/sign-in';

/** A toast (Ark: role status, named by its message). */
const toastNamed = (page: Page, message: string) => page.getByRole('status', { name: message });

test.describe('asset detail', () => {
  test('a wallet card opens the asset, My Wallet stays highlighted, and Send is prefilled with it @mobile', async ({
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
    // Send starts on the asset's home network (the /send screen itself is another issue's).
    await expect(page).toHaveURL(/\/send\?asset=BTC&network=bitcoin$/);
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
    await signIn(page, '/transaction-history?page=abc');
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

/** A USDT withdrawal made through the API from the page (codes sent and verified first); resolves to its id. */
function withdrawThroughApi(page: Page, token: string): Promise<string> {
  return page.evaluate(
    async ({ api, token }) => {
      const draft = { assetId: 'usdt', networkId: 'tron', amount: '20', address: `T${'H'.repeat(33)}` };
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${api}${path}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify(body),
        });
        return (await response.json()) as Record<string, unknown>;
      };
      const challenge = await post('/transactions/send-withdraw-verification-code', draft);
      const verified = await post('/transactions/verify-withdraw-verification-codes', {
        verificationId: challenge['verificationId'],
        codes: { email: '123456', sms: '123456' },
      });
      const tx = await post('/transactions/ext', { ...draft, withdrawalToken: verified['withdrawalToken'] });
      return String(tx['id']);
    },
    { api: DEMO_API, token },
  );
}

test.describe('transaction details', () => {
  test('a row opens its details with the timeline; Back closes them, the link opens them again', async ({ page }) => {
    await signIn(page, '/transaction-history');
    await entries(page).first().getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: /details$/ });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/transaction-history\?tx=[^&]+$/);
    const shared = page.url();
    await expect(dialog.getByRole('list', { name: 'Timeline' }).getByRole('listitem').first()).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', /^\/support\?txId=/);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/transaction-history$/);

    await page.goto(shared);
    await expect(page.getByRole('dialog', { name: /details$/ }).getByRole('list', { name: 'Timeline' })).toBeVisible();
  });

  test('details opened from page 2 close back onto page 2; Back then returns to page 1, and a filter keeps working', async ({
    page,
  }) => {
    await signIn(page, '/transaction-history');
    const firstOfPage1 = await entries(page).first().textContent();
    await page.getByRole('button', { name: /^Page 2 of \d+$/ }).click();
    await expect(page).toHaveURL(/\/transaction-history\?page=2$/);
    await expect(page.getByRole('button', { name: /^Page 2 of \d+$/ })).toHaveAttribute('aria-current', 'page');
    await expect(entries(page).first()).not.toHaveText(firstOfPage1 ?? '');
    const firstOfPage2 = await entries(page).first().textContent();

    // The row's link carries the page: it is built from the address bar's query, not from the router's last one.
    await entries(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/transaction-history\?page=2&tx=[^&]+$/);
    const dialog = page.getByRole('dialog', { name: /details$/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/transaction-history\?page=2$/);
    await expect(entries(page).first()).toHaveText(firstOfPage2 ?? '');

    await page.goBack();
    await expect(page).toHaveURL(/\/transaction-history$/);
    await expect(entries(page).first()).toHaveText(firstOfPage1 ?? '');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/\/transaction-history\?status=completed$/);
    await expect(entries(page).filter({ hasNotText: 'Completed' })).toHaveCount(0);
  });

  test('a pending withdrawal turns completed on screen without a reload', async ({ page }) => {
    test.setTimeout(45_000);
    await signIn(page, '/transaction-history');
    const id = await withdrawThroughApi(page, await accessToken(page));
    // Opened by link (a shared one): the entry and its timeline, as the customer would see them.
    await page.goto(`/transaction-history?tx=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Withdrawal details' });
    await expect(dialog.getByText('Pending').first()).toBeVisible();
    // The list behind the modal drawer is hidden from assistive technology: found by its markup here.
    const newest = page.locator('table tbody tr').first();
    await expect(newest).toHaveAttribute('data-status', 'pending');
    // A mark on the window: a reload would drop it.
    await page.evaluate(() => Object.assign(window, { pendingJourneyMark: true }));
    // The demo backend completes it after 6 s; the list asks again every 5 s while an entry is pending.
    const timeline = dialog.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').last()).toContainText('Completed', { timeout: 20_000 });
    await expect(dialog.getByRole('link', { name: /explorer/ })).toBeVisible();
    await expect(newest).toHaveAttribute('data-status', 'completed');
    await page.keyboard.press('Escape');
    await expect(entries(page).first()).toContainText('Completed');
    expect(await page.evaluate(() => 'pendingJourneyMark' in window)).toBe(true);
  });
});

/** Clicks "Download CSV" (or its Turkish label) and returns the file's text. */
async function downloadCsv(page: Page, label: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  return readFile(await file.path(), 'utf8');
}

test.describe('CSV export', () => {
  test('English: every page of the filtered list, comma-separated with decimal points and UTC dates', async ({ page }) => {
    await signIn(page, '/transaction-history?asset=BTC');
    await expect(entries(page).first()).toBeVisible();
    const db = await readDemoDatabase<{
      users: Array<{ id: string; email: string }>;
      transactions: Array<{ userId: string; asset: string; counterAsset: string | null }>;
    }>(page);
    const userId = db.users.find((user) => user.email === 'demo@wallet.test')?.id;
    const total = db.transactions.filter(
      (tx) => tx.userId === userId && (tx.asset === 'BTC' || tx.counterAsset === 'BTC'),
    ).length;
    const text = await downloadCsv(page, 'Download CSV');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Date \(UTC\),Type,Status,Asset,Amount,Fee,/);
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1))
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,(Deposit|Withdrawal|Conversion),/);
    expect(lines.slice(1).every((line) => line.includes('BTC'))).toBe(true);
    expect(lines.some((line) => /,\d+\.\d+,/.test(line))).toBe(true);
  });

  test('Turkish: semicolons and decimal commas, Turkish headings', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'tr'));
    await signIn(page, '/transaction-history?asset=ETH&type=withdrawal');
    await expect(entries(page).first()).toBeVisible();
    const text = await downloadCsv(page, 'CSV indir');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Tarih \(UTC\);Tür;Durum;Varlık;Tutar;Ücret;/);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) {
      const cells = line.split(';');
      expect(cells[1]).toBe('Çekme');
      expect(cells[3]).toBe('ETH');
      expect(cells[4]).toMatch(/^\d+(,\d+)?$/);
    }
  });
});
