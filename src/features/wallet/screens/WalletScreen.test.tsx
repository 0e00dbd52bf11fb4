import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { composeStories } from '@storybook/react-vite';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountsPageQuery, ASSETS_PER_PAGE } from '../queries';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { scenarios } from '@/mocks/scenarios';
import { walletApi, type AssetAccount } from '@/services/api';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { readReferralCode, writeReferralCode } from '@/services/storage';
import { formatUsd, multiply, round, sum } from '@/shared/money';
import { renderStory } from '@/test/render';
import * as walletStories from './WalletScreen.stories';

const customer = demoUsers.customer;
const stories = composeStories(walletStories);

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** A story of the screen (signed in as the demo customer), with where the screen navigated to beside it. */
function renderWallet(route?: string, Story: (typeof stories)[keyof typeof stories] = stories.Loaded) {
  return renderStory(Story, { beside: <Location />, ...(route ? { route } : {}) });
}

const totalBox = () => screen.getByRole('region', { name: 'Total Balance' });
const assetList = () => screen.findByRole('list', { name: 'Assets' });
const location = () => screen.getByRole('status', { name: 'location' });
const toasts = () =>
  Array.from(document.querySelectorAll('[data-scope="toast"][data-part="description"]')).map((node) => node.textContent);

/** The total the customer should see, computed here independently from the API's own answers. */
async function expectedTotal(): Promise<string> {
  const accounts: AssetAccount[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await walletApi.listAccounts({ userId: customer.userId, page, per_page: 50 });
    accounts.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  const { data: prices } = await walletApi.listPrices();
  const values = accounts.flatMap((account) => {
    const price = prices.find((item) => item.symbol === account.asset)?.price;
    return price ? [multiply(account.balance, price)] : [];
  });
  return formatUsd(round(sum(values), 2));
}

describe('WalletScreen on the demo backend', () => {
  it('shows My Wallet, the total of every account (not just the page) and the first page of cards', async () => {
    await renderWallet();
    expect(screen.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeInTheDocument();
    // Loading: a skeleton, never $0.00 or ---.
    expect(totalBox()).toHaveAttribute('aria-busy', 'true');
    expect(totalBox()).not.toHaveTextContent('$');
    expect(totalBox()).not.toHaveTextContent('---');
    expect(screen.getByText('No records found')).toBeInTheDocument();

    const list = await assetList();
    expect(within(list).getAllByRole('link')).toHaveLength(ASSETS_PER_PAGE);
    // The cards waited for the prices: dollars from the first paint.
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('$');
    const expected = await expectedTotal();
    await waitFor(() => expect(totalBox()).toHaveTextContent(expected));
    expect(totalBox()).toHaveTextContent('Across 36 asset accounts');
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/wallet\/[A-Z0-9]+$/));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('changes only the query when the customer picks a page', async () => {
    await renderWallet();
    const first = await assetList();
    const firstSymbol = within(first).getAllByRole('link')[0]?.getAttribute('href');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 3' }));
    await waitFor(() => expect(location()).toHaveTextContent('/wallet?page=2'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Assets' })).getAllByRole('link')[0]).not.toHaveAttribute(
        'href',
        firstSymbol ?? '',
      ),
    );
    expect(screen.getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wallet$/));
  });

  it('renders ahead the page a control points at, shows that very list at the click, and the page before at Previous', async () => {
    await renderWallet();
    const firstList = await assetList();
    // Every account in: the pages are cut from them, and one can be rendered ahead.
    await waitFor(() => expect(totalBox()).toHaveTextContent('Across 36 asset accounts'));
    const links = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href'));
    const firstLinks = links(firstList);
    const lists = () => screen.getAllByRole('list', { name: 'Assets', hidden: true });

    await userEvent.hover(screen.getByRole('button', { name: 'Page 2 of 3' }));
    await waitFor(() => expect(lists()).toHaveLength(2));
    // In the markup, not on show: the customer (and a screen reader) still finds one list, page 1's.
    expect(screen.getByRole('list', { name: 'Assets' })).toBe(firstList);
    const ahead = lists().find((list) => list !== firstList);
    if (!ahead) throw new Error('No page rendered ahead.');
    expect(ahead).not.toBeVisible();
    expect(links(ahead)).toHaveLength(12);
    expect(links(ahead)).not.toContain(firstLinks[0]);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 3' }));
    await waitFor(() => expect(location()).toHaveTextContent('/wallet?page=2'));
    expect(screen.getByRole('list', { name: 'Assets' })).toBe(ahead);
    expect(firstList).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wallet$/));
    expect(screen.getByRole('list', { name: 'Assets' })).toBe(firstList);
    expect(links(firstList)).toEqual(firstLinks);
  });

  it('cuts a page from every account once they are in: a page change asks the API for nothing', async () => {
    const asked: string[] = [];
    // Nothing returned: each request goes on to the demo backend, counted.
    server.use(
      http.get(`${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}/accounts`, ({ request }) => {
        asked.push(new URL(request.url).search);
      }),
    );
    const { queryClient } = await renderWallet();
    await assetList();
    await waitFor(() => expect(totalBox()).toHaveTextContent('Across 36 asset accounts'));
    const askedBefore = asked.length;
    const cachedPages = () =>
      queryClient.getQueryCache().findAll({ queryKey: accountsPageQuery(customer.userId, 3).queryKey, exact: true });

    await userEvent.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    await waitFor(() => expect(location()).toHaveTextContent('/wallet?page=3'));
    const shown = screen.getByRole('list', { name: 'Assets' });
    expect(shown.closest('[aria-busy="true"]')).toBeNull();
    const hrefs = within(shown)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(asked).toHaveLength(askedBefore);
    // Not even an idle entry for the page in the cache.
    expect(cachedPages()).toEqual([]);

    // The same cards, in the same order, as the API's own page 3.
    const pageThree = await walletApi.listAccounts({
      userId: customer.userId,
      sort_by: 'asset',
      sort_order: 'asc',
      page: 3,
      per_page: ASSETS_PER_PAGE,
    });
    expect(hrefs).toEqual(pageThree.data.map((account) => `/wallet/${account.asset}`));
  });

  it('keeps the page shown, marked busy (under a progress line), while a page not fetched ahead loads', async () => {
    let answerHeld = () => {};
    const held = new Promise<void>((resolve) => {
      answerHeld = resolve;
    });
    // Every account held back as well (until they are in, a page is asked for), and page 3. Nothing returned:
    // the requests go on to the demo backend once let through.
    server.use(
      http.get(`${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}/accounts`, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('per_page') !== String(ASSETS_PER_PAGE) || query.get('page') === '3') await held;
      }),
    );
    await renderWallet();
    await assetList();
    const assets = screen.getByRole('region', { name: 'Assets' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    await waitFor(() => expect(location()).toHaveTextContent('/wallet?page=3'));
    const shown = screen.getByRole('list', { name: 'Assets' });
    expect(shown.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(shown).getAllByRole('link')[0]).toHaveAttribute('href', '/wallet/AAVE');

    answerHeld();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Assets' })).getAllByRole('link')[0]).not.toHaveAttribute(
        'href',
        '/wallet/AAVE',
      ),
    );
    expect(assets.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('sends ?page=abc to the first page with the page error', async () => {
    await renderWallet('/wallet?page=abc');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wallet$/));
    await waitFor(() => expect(toasts()).toEqual(['Invalid page number, redirecting to first page']));
    await assetList();
  });

  it('sends a page past the end to the last page and a page below 1 to the first, without an error', async () => {
    const { unmount } = await renderWallet('/wallet?page=999');
    await waitFor(() => expect(location()).toHaveTextContent('/wallet?page=3'));
    expect(within(await assetList()).getAllByRole('link').length).toBeGreaterThan(0);
    unmount();
    await renderWallet('/wallet?page=0');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wallet$/));
    await assetList();
    expect(toasts()).toEqual([]);
  });

  it('clears the stored referral code on entry', async () => {
    writeReferralCode('FRIEND10');
    await renderWallet();
    expect(readReferralCode()).toBeNull();
  });

  it('keeps the grid when only the prices fail: symbols instead of dollars, no total, one toast, a retry', async () => {
    await renderWallet(undefined, stories.ConverterError);
    const list = await assetList();
    const btc = within(list).getAllByRole('link')[0] as HTMLElement;
    expect(btc).not.toHaveTextContent('$');
    await waitFor(() => expect(totalBox()).toHaveTextContent('The total cannot be shown until prices load.'));
    const region = totalBox();
    expect(region).not.toHaveTextContent('$');
    await waitFor(() => expect(toasts()).toEqual(['Converter load failed, retry later']));

    server.resetHandlers();
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    const expected = await expectedTotal();
    await waitFor(() => expect(totalBox()).toHaveTextContent(expected));
    expect(toasts()).toEqual(['Converter load failed, retry later']);
  });

  it('shows the cards with their dollar values at once, and without them when the prices are slow', async () => {
    server.use(scenarios.wallet.slow('GET /converter', 2500));
    await renderWallet();
    // The prices are late: the balances show after a short wait, each value as its symbol for now.
    const list = await screen.findByRole('list', { name: 'Assets' }, { timeout: 2400 });
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('AAVEAaveAAVE');
    expect(totalBox()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveTextContent('$'), { timeout: 3000 });
    await waitFor(() => expect(totalBox()).toHaveTextContent('Across 36 asset accounts'));
  });

  it('says once that the asset accounts failed, and recovers on retry', async () => {
    await renderWallet(undefined, stories.AccountsError);
    await waitFor(() => expect(toasts()).toEqual(['Asset accounts load failed, retry later']));
    const assets = screen.getByRole('region', { name: 'Assets' });
    expect(await within(assets).findByText('Asset accounts load failed, retry later')).toBeInTheDocument();
    await waitFor(() => expect(totalBox()).toHaveTextContent('The total cannot be shown until your asset accounts load.'));

    server.resetHandlers();
    await userEvent.click(within(assets).getByRole('button', { name: 'Retry' }));
    expect(within(await assetList()).getAllByRole('link')).toHaveLength(ASSETS_PER_PAGE);
    await waitFor(() => expect(totalBox()).toHaveTextContent('$'));
    expect(toasts()).toHaveLength(1);
  });

  it('shows --- and No records found without accounts', async () => {
    await renderWallet(undefined, stories.Empty);
    await waitFor(() => expect(totalBox()).toHaveTextContent('---'));
    expect(screen.getByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('speaks Turkish and keeps dollars en-US', async () => {
    await renderWallet(undefined, stories.Turkish);
    expect(screen.getByRole('heading', { level: 1, name: 'Cüzdanım' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Toplam Bakiye' });
    const expected = await expectedTotal();
    await waitFor(() => expect(region).toHaveTextContent(expected));
    expect(region).toHaveTextContent('Toplam 36 varlık hesabı');
  });
});
