import Big from 'big.js';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/**
 * Conversion (issue 18) on the demo build: a quote counts down on the page clock, renews itself when it
 * expires with the inputs kept, and a confirmed conversion moves both balances by exactly the quoted amounts.
 */

/** The number in "Balance: 0.0442 BTC" / "Bakiye: 0,0442 BTC" under a field, as a decimal string. */
async function balanceUnder(page: Page, label: string, decimalMark: '.' | ','): Promise<string> {
  const hint = page.getByRole('textbox', { name: label }).locator('xpath=ancestor::*[@data-part="root"][1]');
  const text = (await hint.textContent()) ?? '';
  const match = /(?:Balance|Bakiye): ([\d.,]+) /.exec(text);
  if (!match?.[1]) throw new Error(`No balance in "${text}"`);
  const plain = decimalMark === ',' ? match[1].replaceAll('.', '').replace(',', '.') : match[1].replaceAll(',', '');
  return new Big(plain).toString();
}

/** GET /converter/price requests the page made. */
function countQuotes(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/converter/price')) count += 1;
  });
  return () => count;
}

test.describe('conversion', () => {
  // Sign-in, quotes and a conversion on a busy 2-core machine: more than the default 30 s at times.
  test.describe.configure({ timeout: 60_000 });

  test('a quote that expires before Confirm is renewed with the inputs kept; the conversion moves balances exactly', async ({
    page,
  }) => {
    await page.clock.install();
    const quotes = countQuotes(page);
    await signIn(page, '/conversion');
    await expect(page.getByRole('heading', { level: 1, name: 'Conversion' })).toBeVisible();
    const pay = page.getByRole('textbox', { name: 'You pay' });
    await expect(pay).toBeVisible();
    await expect(page.getByText(/^Balance: [\d.,]+ BTC/)).toBeVisible();
    const btcBefore = await balanceUnder(page, 'You pay', '.');

    await pay.fill('0.01');
    const timer = page.getByRole('region', { name: 'Quote' }).getByRole('timer');
    await expect(timer).toHaveText(/Valid for (29|30) seconds/);
    expect(quotes()).toBe(1);
    const confirm = page.getByRole('button', { name: 'Confirm conversion' });
    await expect(confirm).toBeEnabled();

    // Under 5 s left: Confirm is disabled; past the expiry a new quote comes for the same amount.
    await page.clock.runFor('00:26');
    await expect(confirm).toBeDisabled();
    await page.clock.runFor('00:05');
    await expect.poll(quotes).toBe(2);
    await expect(timer).toHaveText(/Valid for (29|30) seconds/);
    await expect(pay).toHaveValue('0.01');
    await expect(confirm).toBeEnabled();

    await confirm.click();
    await expect(page.getByRole('status').filter({ hasText: 'Conversion complete' })).toBeVisible();
    await expect(page.getByText(/^You converted 0\.01 BTC into [\d,.]+ USDT\.$/)).toBeVisible();
    // Balances under 1 000 BTC print without grouping: the exact difference, as text.
    await expect(page.locator('dl').last()).toContainText(`${new Big(btcBefore).minus('0.01').toString()} BTC`);
  });

  test('in Turkish, "0,25" is a quarter of an ETH', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'tr'));
    await signIn(page, '/conversion?from=ETH');
    const pay = page.getByRole('textbox', { name: 'Ödediğiniz' });
    await expect(page.getByText(/^Bakiye: [\d.,]+ ETH/)).toBeVisible();
    const ethBefore = await balanceUnder(page, 'Ödediğiniz', ',');
    await pay.fill('0,25');
    await expect(page.getByRole('region', { name: 'Teklif' }).getByRole('timer')).toHaveText(/(29|30) saniye geçerli/);
    await expect(page.getByText(/^0,25 ETH ≈ \$[\d,]+\.\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'Dönüşümü onayla' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dönüşüm tamamlandı' })).toBeVisible();
    await expect(page.getByText(/^0,25 ETH tutarını [\d.,]+ USDT olarak dönüştürdünüz\.$/)).toBeVisible();
    const ethAfter = new Big(ethBefore).minus('0.25').toString();
    await expect(page.locator('dl').last()).toContainText(`${ethAfter.replace('.', ',')} ETH`);
  });
});
