import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FrozenNow } from '@/design-system';
import { LATEST_TRANSACTIONS } from '../queries';
import { AssetDetailScreen } from './AssetDetailScreen';
import { scenarios } from '@/mocks/scenarios';
import { walletApi, type AssetAccount } from '@/services/api';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { formatAssetAmount } from '@/shared/money';
import { routePattern } from '@/shared/routes';
import { Box } from 'styled-system/jsx';
import { dismissToasts, toastTexts } from '@/test/story-toasts';

/** Where the screen sent the customer (the wallet, for an unknown asset), in place of the wallet screen. */
function Elsewhere() {
  const location = useLocation();
  return (
    <h1>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
    </h1>
  );
}

/** The screen at its route (so the asset comes from the path), inside the main landmark of the main layout. */
const atItsRoute: Decorator = (Story) => (
  <Routes>
    <Route path={routePattern('asset-detail')} element={<Story />} />
    <Route path="*" element={<Elsewhere />} />
  </Routes>
);
/**
 * The demo backend is seeded at Storybook's fixed instant (.storybook/fixed-clock.ts), but the clock moves on
 * while the test-runner goes through the stories: relative times are read at that instant.
 */
const SEEDED_AT = Date.UTC(2026, 0, 15, 12, 0, 0);
const inMainLayout: Decorator = (Story) => (
  <FrozenNow at={SEEDED_AT}>
    <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
      <Story />
    </Box>
  </FrozenNow>
);

const meta = {
  title: 'Screens/Asset detail',
  component: AssetDetailScreen,
  decorators: [atItsRoute, inMainLayout],
  parameters: { layout: 'fullscreen', route: '/wallet/BTC', session: 'customer' },
} satisfies Meta<typeof AssetDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function accountOf(symbol: string): Promise<AssetAccount> {
  const [account] = (await walletApi.listAccounts({ asset: symbol })).data;
  if (!account) throw new Error(`The demo customer has no ${symbol} account`);
  return account;
}

const list = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('list', { name }, { timeout: 5000 });

/** Bitcoin: balance as on the wallet's card, its dollar value, two networks, the latest entries, See all. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bitcoin' }, { timeout: 5000 })).toBeVisible();
    const account = await accountOf('BTC');
    const balance = canvas.getByRole('group', { name: 'Balance' });
    await expect(balance).toHaveTextContent(formatAssetAmount(account.balance, 'BTC', 'en'));
    await waitFor(() => expect(balance).toHaveTextContent('$'));
    await expect(within(await list(canvasElement, 'Networks')).getAllByRole('listitem')).toHaveLength(2);
    const latest = within(await list(canvasElement, 'Latest transactions')).getAllByRole('listitem');
    await expect(latest.length).toBeGreaterThan(0);
    await expect(latest.length).toBeLessThanOrEqual(LATEST_TRANSACTIONS);
    await expect(canvas.getByRole('link', { name: 'See all BTC transactions' })).toHaveAttribute(
      'href',
      '/transaction-history?asset=BTC',
    );
    await expect(canvas.getByRole('link', { name: 'Send' })).toHaveAttribute('href', '/send?asset=BTC&network=bitcoin');
    await expect(canvas.getByRole('link', { name: 'Receive' })).toHaveAttribute('href', '/receive?asset=BTC');
    await expect(canvas.getByRole('link', { name: 'Convert' })).toHaveAttribute('href', '/conversion?from=BTC');
  },
};

/** Tether moves on six networks. */
export const ManyNetworks: Story = {
  parameters: { route: '/wallet/USDT' },
  play: async ({ canvasElement }) => {
    await expect(within(await list(canvasElement, 'Networks')).getAllByRole('listitem')).toHaveLength(6);
    await list(canvasElement, 'Latest transactions');
  },
};

/** A lower-case symbol in the URL is the same asset. */
export const LowerCaseSymbol: Story = {
  parameters: { route: '/wallet/eth' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Ethereum' }, { timeout: 5000 }),
    ).toBeVisible();
    await list(canvasElement, 'Networks');
    await list(canvasElement, 'Latest transactions');
  },
};

/** Nothing has answered yet: skeletons for the balance, spinners for the sections; the heading is the symbol. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: [
          scenarios.wallet.loading('GET /accounts'),
          scenarios.wallet.loading('GET /converter'),
          scenarios.wallet.loading('GET /networks'),
          scenarios.wallet.loading('GET /transactions'),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'BTC' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'Send' })).toHaveAttribute('href', '/send?asset=BTC');
  },
};

/** The account fails: one toast, the reason and a retry in place of the balance; a retry that works. */
export const AccountError: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('GET /accounts')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(toastTexts()).toEqual(['Asset accounts load failed, retry later']), { timeout: 5000 });
    await expect(await canvas.findByText('Asset accounts load failed, retry later', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await dismissToasts();
  },
};

/** The networks fail: only that section says so; the rest of the page works. */
export const NetworksError: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('GET /networks')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Networks' });
    await expect(await within(section).findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeVisible();
    await expect(within(section).getByText('Networks load failed, retry later')).toBeVisible();
    await list(canvasElement, 'Latest transactions');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bitcoin' })).toBeVisible();
    await waitFor(() => expect(toastTexts()).toEqual(['Networks load failed, retry later']));
    await dismissToasts();
  },
};

/** The entries fail: a retry in their section, and it brings them. */
export const TransactionsError: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('GET /transactions')] } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Latest transactions' });
    await expect(await within(section).findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeVisible();
    await expect(within(section).getByText('Transactions load failed, retry later')).toBeVisible();
    await waitFor(() => expect(toastTexts()).toEqual(['Transactions load failed, retry later']));
    await dismissToasts();
  },
};

/** No entries yet: 'No records found', and See all still leads to the history. */
export const NoTransactions: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.empty('GET /transactions')] } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Latest transactions' });
    await expect(await within(section).findByText('No records found', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(within(section).queryByRole('status')).not.toBeInTheDocument());
    await list(canvasElement, 'Networks');
  },
};

const LONG_ACCOUNT: AssetAccount = {
  id: 'acc-long',
  userId: 'user-long',
  asset: 'GHUB',
  assetId: 'ghub',
  balance: '123456789012.123456789012345678',
  availableBalance: '123456789012.123456789012345678',
  lockedBalance: '0',
  assetObj: {
    id: 'ghub',
    symbol: 'GHUB',
    decimals: 18,
    name: 'Game Hub Token of the Extraordinarily Long Championship Season Edition',
    imageUrl: '',
  },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** A long name and a huge balance wrap instead of overflowing; an asset without a price shows no dollars. */
export const LongText: Story = {
  parameters: {
    route: '/wallet/GHUB',
    msw: {
      handlers: {
        wallet: [
          http.get(`${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}/accounts`, ({ request }) =>
            HttpResponse.json({
              data: [LONG_ACCOUNT],
              links: { first: request.url, last: request.url, prev: null, next: null },
              meta: { current_page: 1, last_page: 1, total: 1, per_page: 1, from: 1, to: 1 },
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: LONG_ACCOUNT.assetObj.name }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('123,456,789,012.12 GHUB');
    await list(canvasElement, 'Networks');
    await list(canvasElement, 'Latest transactions');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Balance' })).not.toHaveTextContent('$'));
  },
};

/** An asset the customer holds no account of: back to the wallet, with an error toast. */
export const UnknownAsset: Story = {
  parameters: { route: '/wallet/APT' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/wallet$/), {
      timeout: 5000,
    });
    await waitFor(() => expect(toastTexts()).toEqual(['APT is not one of your assets.']));
    await dismissToasts();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bitcoin' }, { timeout: 5000 })).toBeVisible();
    const account = await accountOf('BTC');
    await expect(canvas.getByRole('group', { name: 'Bakiye' })).toHaveTextContent(
      formatAssetAmount(account.balance, 'BTC', 'tr'),
    );
    await expect(canvas.getByRole('link', { name: 'Gönder' })).toBeVisible();
    await list(canvasElement, 'Ağlar');
    await list(canvasElement, 'Son işlemler');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await list(canvasElement, 'Networks');
    await list(canvasElement, 'Latest transactions');
    await waitFor(() => expect(within(canvasElement).getByRole('group', { name: 'Balance' })).toHaveTextContent('$'));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await list(canvasElement, 'Networks');
    await list(canvasElement, 'Latest transactions');
    await waitFor(() => expect(within(canvasElement).getByRole('group', { name: 'Balance' })).toHaveTextContent('$'));
  },
};

/** The account fails once (a status that is not retried by itself): the Retry under the reason brings the page. */
export const RetryAfterError: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: [
          http.get(
            `${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}/accounts`,
            () => HttpResponse.json({ message: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 }),
            { once: true },
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bitcoin' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('BTC'));
    await dismissToasts();
  },
};
