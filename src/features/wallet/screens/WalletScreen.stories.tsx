import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ASSETS_PER_PAGE, LARGEST_PAGE } from '../queries';
import { WalletScreen } from './WalletScreen';
import { scenarios } from '@/mocks/scenarios';
import { walletApi, type AssetAccount } from '@/services/api';
import { addFlashingAsset, readFlashingAssets } from '@/services/storage';
import { formatUsd, multiply, round, sum } from '@/shared/money';
import { Box } from 'styled-system/jsx';
import { busyRegionAround, listSettled } from '@/test/story-settled';
import { dismissToasts, toastTexts } from '@/test/story-toasts';

/** The screen as the app shows it: signed in, inside the main landmark of the main layout. */
const inMainLayout: Decorator = (Story) => (
  <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
    <Story />
  </Box>
);

const meta = {
  title: 'Screens/Wallet',
  component: WalletScreen,
  decorators: [inMainLayout],
  parameters: { layout: 'fullscreen', route: '/wallet', session: 'customer' },
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const totalBox = (name = 'Total Balance') => screen.getByRole('region', { name });
/** The customer's total from the API's own answers: every page of accounts, × prices, rounded to cents. */
async function expectedTotal(): Promise<string> {
  const accounts: AssetAccount[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await walletApi.listAccounts({ page, per_page: 50 });
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

async function cardsOf(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Assets' }, { timeout: 5000 });
  return within(list).getAllByRole('link');
}

/** The demo customer: 36 accounts over 3 pages, the total of all of them. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement);
    await expect(cards).toHaveLength(ASSETS_PER_PAGE);
    await expect(cards[0]).toHaveAttribute('href', '/wallet/AAVE');
    const expected = await expectedTotal();
    await waitFor(() => expect(totalBox()).toHaveTextContent(expected));
    await expect(totalBox()).toHaveTextContent('Across 36 asset accounts');
    await expect(totalBox()).toHaveTextContent('3 assets without a dollar price are not included.');
    await expect(within(canvasElement).getByRole('button', { name: 'Page 1 of 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Picking a page changes only the query; the total stays the total of every account. */
export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement);
    const total = await expectedTotal();
    await waitFor(() => expect(totalBox()).toHaveTextContent(total));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page'),
    );
    await waitFor(async () => expect((await cardsOf(canvasElement))[0]).toHaveAttribute('href', '/wallet/DOT'));
    await expect(totalBox()).toHaveTextContent(total);
    await listSettled(canvasElement, () => within(canvasElement).getByRole('list', { name: 'Assets' }));
  },
};

/**
 * A mouse on a page's button renders that page ahead, hidden: nothing changes on screen, and a screen reader still
 * finds one list. The click then shows that very list (ADR 0026, session 97).
 */
export const PageRenderedAhead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsOf(canvasElement);
    // Every account in: pages are cut from them, and one can be rendered ahead.
    await waitFor(() => expect(totalBox()).toHaveTextContent('Across 36 asset accounts'));
    const shownList = () => canvas.getByRole('list', { name: 'Assets' });
    const lists = () => canvas.getAllByRole('list', { name: 'Assets', hidden: true });
    const first = shownList();

    await userEvent.hover(canvas.getByRole('button', { name: 'Page 3 of 3' }));
    await waitFor(() => expect(lists()).toHaveLength(2));
    const ahead = lists().find((list) => list !== first);
    await expect(ahead).toBeDefined();
    await expect(ahead).not.toBeVisible();
    await expect(shownList()).toBe(first);

    await userEvent.click(canvas.getByRole('button', { name: 'Page 3 of 3' }));
    await waitFor(() => expect(shownList()).toBe(ahead));
    await expect(within(shownList()).getAllByRole('link')[0]).toHaveAttribute('href', '/wallet/SAND');
    await expect(first).not.toBeVisible();
    await listSettled(canvasElement, shownList);
  },
};

/**
 * A page not fetched ahead is on its way (page 3 never answers, nor does the list of every account, from which a
 * page is otherwise cut): the page shown stays, usable and at full contrast (the checks after the play judge it),
 * marked busy under a progress line.
 */
export const PageOnItsWay: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: [
          scenarios.wallet.loading('GET /accounts', { page: '3', per_page: String(ASSETS_PER_PAGE) }),
          scenarios.wallet.loading('GET /accounts', { per_page: String(LARGEST_PAGE) }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 3 of 3' }));
    const busy = await busyRegionAround(() => within(canvasElement).getByRole('list', { name: 'Assets' }));
    await expect(getComputedStyle(busy).opacity).toBe('1');
    await expect((await cardsOf(canvasElement))[0]).toHaveAttribute('href', '/wallet/AAVE');
  },
};

/** Assets without a market price (GEM, GHUB on page 2) show their symbol instead of dollars. */
export const AssetWithoutPrice: Story = {
  parameters: { route: '/wallet?page=2' },
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement);
    const gem = cards.find((card) => card.getAttribute('href') === '/wallet/GEM');
    await expect(gem).toHaveTextContent('GEMHub GemsGEM');
    await expect(gem).not.toHaveTextContent('$');
    await waitFor(() => expect(totalBox()).toHaveTextContent('3 assets without a dollar price are not included.'));
  },
};

/** Eight accounts: one page, no Pagination card. */
export const OnePage: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(await cardsOf(canvasElement)).toHaveLength(8);
    await waitFor(() => expect(totalBox()).toHaveTextContent('Across 8 asset accounts'));
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** No accounts: '---' and 'No records found'. */
export const Empty: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.empty('GET /accounts')] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(totalBox()).toHaveTextContent('---'));
    await expect(within(canvasElement).getByText('No records found')).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** The accounts fail: one toast, the reason and a retry in the grid, no total (rather than a wrong one). */
export const AccountsError: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('GET /accounts')] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(toastTexts()).toEqual(['Asset accounts load failed, retry later']), { timeout: 5000 });
    const assets = within(canvasElement).getByRole('region', { name: 'Assets' });
    await expect(await within(assets).findByText('Asset accounts load failed, retry later', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(assets).getByRole('button', { name: 'Retry' })).toBeVisible();
    await waitFor(() => expect(totalBox()).toHaveTextContent('The total cannot be shown until your asset accounts load.'));
    await dismissToasts();
  },
};

/** The prices fail: the grid still shows, with symbols in place of dollars; no total; one toast; a retry. */
export const ConverterError: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('GET /converter')] } } },
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement);
    await expect(cards).toHaveLength(ASSETS_PER_PAGE);
    await waitFor(() => expect(totalBox()).toHaveTextContent('The total cannot be shown until prices load.'), { timeout: 5000 });
    await expect(cards[0]).toHaveTextContent('AAVEAaveAAVE');
    await waitFor(() => expect(toastTexts()).toEqual(['Converter load failed, retry later']));
    await expect(within(totalBox()).getByRole('button', { name: 'Retry' })).toBeVisible();
    await dismissToasts();
  },
};

/** Everything on its way: a skeleton for the total, 'No records found' with a spinner for the grid. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { wallet: [scenarios.wallet.loading('GET /accounts'), scenarios.wallet.loading('GET /converter')] } },
  },
  play: async ({ canvasElement }) => {
    await expect(totalBox()).toHaveAttribute('aria-busy', 'true');
    await expect(totalBox()).not.toHaveTextContent('$');
    await expect(totalBox()).not.toHaveTextContent('---');
    await expect(within(canvasElement).getByText('No records found')).toBeVisible();
    await expect(
      within(canvasElement)
        .getAllByRole('status')
        .some((node) => node.textContent === 'Loading…'),
    ).toBe(true);
  },
};

/** A slow backend (2.5 s): the loading state first, then the page — never $0.00 in between. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: { wallet: [scenarios.wallet.slow('GET /accounts', 2500), scenarios.wallet.slow('GET /converter', 2500)] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(totalBox()).toHaveAttribute('aria-busy', 'true');
    await expect(totalBox()).not.toHaveTextContent('$0.00');
    await expect(within(canvasElement).getByText('No records found')).toBeVisible();
    await expect(await cardsOf(canvasElement)).toHaveLength(ASSETS_PER_PAGE);
    await waitFor(() => expect(totalBox()).toHaveTextContent('Across 36 asset accounts'), { timeout: 5000 });
  },
};

/** A deposit of BTC just finished: its card flashes, and the stored value is cleared after 3 s. */
export const Flashing: Story = {
  beforeEach: () => {
    addFlashingAsset('BTC');
  },
  play: async ({ canvasElement }) => {
    const btc = (await cardsOf(canvasElement)).find((card) => card.getAttribute('href') === '/wallet/BTC');
    await expect(btc).toHaveAttribute('data-flashing');
    await expect(readFlashingAssets()).toEqual(['BTC']);
    await waitFor(() => expect(btc).not.toHaveAttribute('data-flashing'), { timeout: 4500 });
    await expect(readFlashingAssets()).toEqual([]);
  },
};

/** Turkish text; dollars stay en-US, balances use Turkish decimals. */
export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Cüzdanım' })).toBeVisible();
    const list = await within(canvasElement).findByRole('list', { name: 'Varlıklar' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('link')[0]).toHaveTextContent('5,03 AAVE');
    const expected = await expectedTotal();
    await waitFor(() => expect(totalBox('Toplam Bakiye')).toHaveTextContent(expected));
    await expect(totalBox('Toplam Bakiye')).toHaveTextContent('Toplam 36 varlık hesabı');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await cardsOf(canvasElement)).toHaveLength(ASSETS_PER_PAGE);
    await waitFor(() => expect(totalBox()).toHaveTextContent('Across 36 asset accounts'));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await cardsOf(canvasElement)).toHaveLength(ASSETS_PER_PAGE);
    await waitFor(() => expect(totalBox()).toHaveTextContent('Across 36 asset accounts'));
  },
};
