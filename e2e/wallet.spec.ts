import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatUsd, multiply, round, sum } from '../src/shared/money';
import { accessToken, signIn } from './support/sign-in';
import { DEMO_API } from './support/demo-api';

/** The Layout Instability API's entry (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  sources: Array<{ node: Node | null }>;
}

interface Account {
  asset: string;
  balance: string;
}

/** The customer's accounts (every page) and the prices, fetched through the page from the demo backend. */
async function apiAnswers(page: Page): Promise<{ accounts: Account[]; prices: Array<{ symbol: string; price: string | null }> }> {
  return page.evaluate(
    async ({ api, token }) => {
      const get = async (path: string) => {
        const response = await fetch(`${api}${path}`, { headers: { Authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return response.json();
      };
      const accounts: Account[] = [];
      for (let number = 1; ; number += 1) {
        const answer = (await get(`/accounts?page=${number}&per_page=50`)) as {
          data: Account[];
          meta: { last_page: number };
        };
        accounts.push(...answer.data);
        if (number >= answer.meta.last_page) break;
      }
      const prices = (await get('/converter')) as { data: Array<{ symbol: string; price: string | null }> };
      return { accounts, prices: prices.data };
    },
    { api: DEMO_API, token: await accessToken(page) },
  );
}

/** Σ balance × price over the accounts with a price, exactly (the shared money module), in en-US dollars. */
function dollarTotal({ accounts, prices }: Awaited<ReturnType<typeof apiAnswers>>): string {
  const values = accounts.flatMap((account) => {
    const price = prices.find((item) => item.symbol === account.asset)?.price;
    return price ? [multiply(account.balance, price)] : [];
  });
  return formatUsd(round(sum(values), 2));
}

/** A toast (Ark: role status, named by its message; screen readers also hear it from a live region). */
const toast = (page: Page, message: string) => page.getByRole('status', { name: message });
const assetCards = (page: Page) => page.getByRole('list', { name: 'Assets' }).getByRole('link');
const currentPage = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]');

/**
 * Starts recording what the page shows after each change of the markup, as "current page:first card's link", and
 * returns a reader of the states recorded since. A state where the pagination and the cards disagree would be a
 * frame the customer saw.
 */
async function recordPageStates(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const states: string[] = [];
    const read = () => {
      const current = document.querySelector('nav[aria-label="Pagination"] [aria-current="page"]')?.textContent;
      const shown = [...document.querySelectorAll('ul[aria-label="Assets"]')].find((list) => !list.closest('[hidden]'));
      const state = `${current}:${shown?.querySelector('a')?.getAttribute('href')}`;
      if (states.at(-1) !== state) states.push(state);
    };
    read();
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
    Object.assign(window, { pageStates: states });
  });
  return () => page.evaluate(() => (window as unknown as { pageStates: string[] }).pageStates);
}

/**
 * Starts recording the CSS transitions that start inside `scope` (the element, by its label or class, and the
 * property), and returns a reader. A transition's events are sent at the next frame: the reader waits two first.
 */
async function recordTransitions(scope: Locator): Promise<() => Promise<string[]>> {
  await scope.evaluate((element: HTMLElement) => {
    const started: string[] = [];
    element.addEventListener('transitionrun', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const name = target?.getAttribute('aria-label') ?? target?.getAttribute('class')?.split(' ')[0] ?? target?.tagName;
      started.push(`${name} ${event.propertyName}`);
    });
    Object.assign(window, { transitionsStarted: started });
  });
  const page = scope.page();
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted);
  };
}

test.describe('wallet home', () => {
  test('shows the total of every account, equal to the sum of balance × price from the API; nothing moves while it loads @mobile', async ({
    page,
  }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('referral_code', 'FRIEND10'));
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[])
          shifts.push(
            `${entry.value} ${entry.sources.map((source) => (source.node instanceof Element ? `${source.node.nodeName}.${source.node.className}` : source.node?.nodeName)).join(',')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await expect(page).toHaveTitle('My Wallet | Wallet brand');
    await expect(assetCards(page)).toHaveCount(12);
    await expect(assetCards(page).first()).toHaveAttribute('href', '/wallet/AAVE');

    const answers = await apiAnswers(page);
    expect(answers.accounts.length).toBeGreaterThan(12);
    const total = page.getByRole('region', { name: 'Total Balance' });
    await expect(total).toContainText(dollarTotal(answers));
    await expect(total).toContainText(`Across ${answers.accounts.length} asset accounts`);
    expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBeNull();
    // Cumulative layout shift 0: the boxes keep the room of what they are waiting for.
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
  });

  test('?page=abc shows the page error and goes to the first page, replacing the URL', async ({ page }) => {
    await signIn(page, '/wallet?page=2');
    await expect(currentPage(page)).toHaveText('2');
    await page.goto('/wallet?page=abc');
    await expect(toast(page, 'Invalid page number, redirecting to first page')).toBeVisible();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(currentPage(page)).toHaveText('1');
    // The invalid URL was replaced: Back goes to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/wallet\?page=2$/);
    await expect(currentPage(page)).toHaveText('2');
  });

  test('?page=0 goes to the first page and ?page=999 to the last, without an error', async ({ page }) => {
    await signIn(page, '/wallet?page=0');
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(currentPage(page)).toHaveText('1');
    await expect(assetCards(page)).toHaveCount(12);

    await page.goto('/wallet?page=999');
    await expect(page).toHaveURL(/\/wallet\?page=3$/);
    await expect(currentPage(page)).toHaveText('3');
    await expect(assetCards(page).first()).toHaveAttribute('href', '/wallet/SAND');
    await expect(page.getByText('Invalid page number, redirecting to first page')).toHaveCount(0);
  });

  test('a page change only changes the query, and Back returns to the previous page @mobile', async ({ page }) => {
    await signIn(page);
    await expect(assetCards(page).first()).toHaveAttribute('href', '/wallet/AAVE');
    // The cards can arrive before the prices; read the total once it is a dollar figure.
    const totalRegion = page.getByRole('region', { name: 'Total Balance' });
    await expect(totalRegion).toContainText('$');
    const total = await totalRegion.textContent();

    await page.getByRole('button', { name: 'Page 2 of 3' }).click();
    await expect(page).toHaveURL(/\/wallet\?page=2$/);
    await expect(assetCards(page).first()).toHaveAttribute('href', '/wallet/DOT');
    await expect(totalRegion).toHaveText(total ?? '');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/wallet\?page=3$/);
    await expect(assetCards(page).first()).toHaveAttribute('href', '/wallet/SAND');
    // Next is disabled on the last page: its focus goes to the list's heading, not back to the top of the page.
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Assets' })).toBeFocused();

    const pageStates = await recordPageStates(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/wallet\?page=2$/);
    await expect(currentPage(page)).toHaveText('2');
    await expect(assetCards(page).first()).toHaveAttribute('href', '/wallet/DOT');
    // The pagination and the cards changed together: no frame showed page 2 marked with page 3's cards.
    expect(await pageStates()).toEqual(['3:/wallet/SAND', '2:/wallet/DOT']);
    await page.goBack();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(assetCards(page).first()).toHaveAttribute('href', '/wallet/AAVE');
  });

  test('with motion reduced, nothing transitions at a page change, under the pointer or at the click', async ({ page }) => {
    await signIn(page);
    await expect(assetCards(page).first()).toHaveAttribute('href', '/wallet/AAVE');
    const transitions = await recordTransitions(page.locator('body'));
    await page.getByRole('button', { name: 'Page 2 of 3' }).hover();
    await page.getByRole('button', { name: 'Page 2 of 3' }).click();
    await expect(assetCards(page).first()).toHaveAttribute('href', '/wallet/DOT');
    await assetCards(page).first().hover();
    expect(await transitions()).toEqual([]);
  });

  test.describe('for a customer who allows motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the page buttons change colour at once, under the pointer and at the click, as the arrows do', async ({ page }) => {
      await signIn(page);
      const transitions = await recordTransitions(page.getByRole('navigation', { name: 'Pagination' }));
      await page.getByRole('button', { name: 'Page 2 of 3' }).hover();
      await page.getByRole('button', { name: 'Page 2 of 3' }).click();
      await expect(page).toHaveURL(/\/wallet\?page=2$/);
      await expect(currentPage(page)).toHaveText('2');
      await page.getByRole('button', { name: 'Page 3 of 3' }).hover();
      expect(await transitions()).toEqual([]);
    });
  });

  test('the card of a just-deposited asset flashes, and the stored value is cleared after 3 s @mobile', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('flashing_asset', JSON.stringify(['BTC'])));
    await page.goto('/wallet');
    const btc = page.getByRole('link', { name: /^BTC/ });
    await expect(btc).toHaveAttribute('data-flashing', '');
    await expect(page.getByRole('link', { name: /^AAVE/ })).not.toHaveAttribute('data-flashing');
    await expect(btc).not.toHaveAttribute('data-flashing', { timeout: 6000 });
    expect(await page.evaluate(() => localStorage.getItem('flashing_asset'))).toBeNull();
  });

  test('leaving the page clears the stored flashing asset at once', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('flashing_asset', JSON.stringify(['BTC'])));
    await page.goto('/wallet');
    const btc = page.getByRole('link', { name: /^BTC/ });
    await expect(btc).toHaveAttribute('data-flashing', '');
    await btc.click();
    await expect(page).toHaveURL(/\/wallet\/BTC$/);
    // The asset's own screen has loaded its data: the wallet screen has unmounted and its cleanup has run.
    await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$');
    expect(await page.evaluate(() => localStorage.getItem('flashing_asset'))).toBeNull();
  });
});

test.describe('wallet home in Turkish', () => {
  test('speaks Turkish, keeps dollars en-US and shows the page error in Turkish', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'tr'));
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Cüzdanım' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Varlıklar' }).getByRole('link')).toHaveCount(12);
    const total = page.getByRole('region', { name: 'Toplam Bakiye' });
    await expect(total).toContainText(dollarTotal(await apiAnswers(page)));
    await expect(page.getByRole('link', { name: /^AAVE/ })).toContainText('5,03 AAVE');

    await page.goto('/wallet?page=abc');
    await expect(toast(page, 'Geçersiz sayfa numarası, ilk sayfaya yönlendiriliyorsunuz')).toBeVisible();
    await expect(page).toHaveURL(/\/wallet$/);
  });
});
