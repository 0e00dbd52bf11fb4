import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FrozenNow, VisuallyHidden } from '@/design-system';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { aTransaction } from '../model/transaction.fixture';
import { HISTORY_PER_PAGE } from '../queries';
import { TransactionHistoryScreen } from './TransactionHistoryScreen';
import { scenarios } from '@/mocks/scenarios';
import { Box } from 'styled-system/jsx';
import { busyRegionAround, listSettled } from '@/test/story-settled';
import { dismissToasts, toastTexts } from '@/test/story-toasts';
import { chooseOption } from '@/test/story-select';

/** The URL the screen is at (filters, page), for the play functions; not shown. */
function Location() {
  const location = useLocation();
  return (
    <VisuallyHidden>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
    </VisuallyHidden>
  );
}

/** Storybook's fixed instant (.storybook/fixed-clock.ts), at which the demo backend is seeded. */
const SEEDED_AT = Date.UTC(2026, 0, 15, 12, 0, 0);
const inMainLayout: Decorator = (Story) => (
  <FrozenNow at={SEEDED_AT}>
    <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
      <Story />
      <Location />
    </Box>
  </FrozenNow>
);

const meta = {
  title: 'Screens/Transaction history',
  component: TransactionHistoryScreen,
  decorators: [inMainLayout],
  parameters: { layout: 'fullscreen', route: '/transaction-history', session: 'customer' },
} satisfies Meta<typeof TransactionHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByRole('status', { name: 'location' });
const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', {}, { timeout: 5000 });
const bodyRows = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1);

/** The filtered page is in: nothing busy, no progress line. */
const tableSettled = (canvasElement: HTMLElement) => listSettled(canvasElement, () => within(canvasElement).getByRole('table'));

/** Newest first, a page of entries, more pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await bodyRows(canvasElement)).toHaveLength(HISTORY_PER_PAGE);
    await expect(within(canvasElement).getByRole('button', { name: /^Page 1 of \d+$/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** Filters from a shared link: only completed BTC entries. */
export const FilteredByLink: Story = {
  parameters: { route: '/transaction-history?asset=BTC&status=completed' },
  play: async ({ canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(row).toHaveTextContent('BTC');
      await expect(row).toHaveTextContent('Completed');
    }
    await expect(within(canvasElement).getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** Picking a type writes it in the URL and goes back to the first page. */
export const FilterByType: Story = {
  parameters: { route: '/transaction-history?page=2' },
  play: async ({ canvasElement }) => {
    await bodyRows(canvasElement);
    const canvas = within(canvasElement);
    await chooseOption(canvas.getByRole('combobox', { name: 'Type' }), 'Withdrawal');
    await waitFor(() => expect(location()).toHaveTextContent('/transaction-history?type=withdrawal'));
    await waitFor(async () => {
      for (const row of await bodyRows(canvasElement)) await expect(row).toHaveTextContent('Withdrawal');
    });
    await tableSettled(canvasElement);
  },
};

/**
 * The filtered entries are on their way (withdrawals never answer): the entries shown stay, readable at full contrast
 * (the checks after the play judge it), marked busy under a progress line.
 */
export const FilterOnItsWay: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.loading('GET /transactions', { type: 'withdrawal' })] } } },
  play: async ({ canvasElement }) => {
    await bodyRows(canvasElement);
    await chooseOption(within(canvasElement).getByRole('combobox', { name: 'Type' }), 'Withdrawal');
    await waitFor(() => expect(location()).toHaveTextContent('/transaction-history?type=withdrawal'));
    const busy = await busyRegionAround(() => within(canvasElement).getByRole('table'));
    await expect(getComputedStyle(busy).opacity).toBe('1');
    await expect(await bodyRows(canvasElement)).toHaveLength(HISTORY_PER_PAGE);
  },
};

/** Nothing matches: 'No records found', the hint and a button to clear the filters. */
export const EmptyFiltered: Story = {
  parameters: {
    route: '/transaction-history?status=cancelled&type=conversion',
    msw: { handlers: { wallet: [scenarios.wallet.empty('GET /transactions')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No records found', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/Clear them to see all your transactions/)).toBeVisible());
    const entries = canvas.getByRole('region', { name: 'Transactions' });
    await userEvent.click(within(entries).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/transaction-history$/));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.loading('GET /transactions')] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
    await expect(within(canvasElement).getByText('No records found')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { wallet: [scenarios.wallet.error('GET /transactions', { status: 404, message: 'Not found' })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeVisible();
    const entries = canvas.getByRole('region', { name: 'Transactions' });
    await expect(within(entries).getByText('Transactions load failed, retry later')).toBeVisible();
    await waitFor(() => expect(toastTexts()).toEqual(['Transactions load failed, retry later']));
    await dismissToasts();
  },
};

/** ?page=abc: the first page, the filters kept (the page error's toast is checked in the screen's test). */
export const InvalidPage: Story = {
  parameters: { route: '/transaction-history?asset=ETH&page=abc' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location()).toHaveTextContent(/^\/transaction-history\?asset=ETH$/), { timeout: 5000 });
    await bodyRows(canvasElement);
    await dismissToasts();
  },
};

/** ?page=999: the last page. */
export const PageAboveLast: Story = {
  parameters: { route: '/transaction-history?page=999' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => {
        const url = location().textContent ?? '';
        if (url.endsWith('page=999')) throw new Error('still on page 999');
        return expect(url).toMatch(/^\/transaction-history\?page=\d+$/);
      },
      { timeout: 5000 },
    );
    const last = /page=(\d+)/.exec(location().textContent ?? '')?.[1] ?? '';
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: `Page ${last} of ${last}` })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

const nft = { accountId: 'nft_0001', assetId: 'nft_0001', nftId: 'nft_0001', networkId: 'polygon', fee: '0', feeAsset: 'POL' };
const nftEntries = [
  aTransaction({
    ...nft,
    id: 'tx-nft-3',
    type: 'nft_transfer',
    status: 'pending',
    asset: 'Golden Dragon Sword of the Eternal Northern Kingdoms',
    amount: '2',
    address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    txHash: null,
    createdAt: '2026-01-15T11:50:00.000Z',
  }),
  aTransaction({
    ...nft,
    id: 'tx-nft-2',
    type: 'nft_transfer',
    asset: 'Golden Dragon Sword of the Eternal Northern Kingdoms',
    amount: '1',
    address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    createdAt: '2026-01-15T10:00:00.000Z',
  }),
  aTransaction({
    ...nft,
    id: 'tx-nft-1',
    type: 'nft_mint',
    asset: 'Golden Dragon Sword of the Eternal Northern Kingdoms',
    amount: '10',
    address: null,
    createdAt: '2026-01-14T09:00:00.000Z',
  }),
];
/** A page with the customer's NFT entries, whatever the filters (the stories check the screen, not the search). */
const nftPage = http.get(`${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}/transactions`, ({ request }) =>
  HttpResponse.json({
    data: nftEntries,
    links: { first: request.url, last: request.url, prev: null, next: null },
    meta: { current_page: 1, last_page: 1, total: nftEntries.length, per_page: HISTORY_PER_PAGE, from: 1, to: nftEntries.length },
  }),
);

/** NFTs minted and sent are entries too: their units in or out, named by the NFT; "NFT transfer" is a type to filter by. */
export const NftEntries: Story = {
  parameters: { msw: { handlers: { wallet: [nftPage] } } },
  play: async ({ canvasElement }) => {
    const [pending, sent, minted] = await bodyRows(canvasElement);
    await expect(pending).toHaveTextContent(
      /NFT transfer.*\u22122 Golden Dragon Sword of the Eternal Northern Kingdoms.*Pending/,
    );
    await expect(sent).toHaveTextContent(/NFT transfer.*\u22121 Golden Dragon Sword/);
    await expect(minted).toHaveTextContent(/NFT mint.*\+10 Golden Dragon Sword/);
    await chooseOption(within(canvasElement).getByRole('combobox', { name: 'Type' }), 'NFT transfer');
    await waitFor(() => expect(location()).toHaveTextContent('/transaction-history?type=nft_transfer'));
    await tableSettled(canvasElement);
  },
};

/** The same on a phone, in Turkish: cards, a long NFT name wrapping. */
export const NftEntriesPhoneTurkish: Story = {
  parameters: { msw: { handlers: { wallet: [nftPage] } } },
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', { name: 'İşlem Geçmişi' }, { timeout: 5000 });
    const [pending, , minted] = within(cards).getAllByRole('listitem');
    await expect(pending).toHaveTextContent(/NFT transferi/);
    await expect(minted).toHaveTextContent(/NFT basımı/);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Days are typed the way the interface's language writes them; a date that does not exist says so, keeping the text. */
export const DateTypedTurkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bodyRows(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'Başlangıç' });
    await expect(from).toHaveAttribute('placeholder', 'GG.AA.YYYY');
    await userEvent.type(from, '1.1.2026{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/transaction-history?from=2026-01-01'));
    await expect(from).toHaveValue('01.01.2026');
    const to = canvas.getByRole('textbox', { name: 'Bitiş' });
    await userEvent.type(to, '31.02.2026');
    await userEvent.tab();
    await expect(await canvas.findByText('GG.AA.YYYY biçiminde gerçek bir tarih girin.')).toBeVisible();
    await expect(to).toHaveValue('31.02.2026');
    await expect(location()).toHaveTextContent(/^\/transaction-history\?from=2026-01-01$/);
    await tableSettled(canvasElement);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'İşlem Geçmişi' })).toBeVisible();
    await expect(await bodyRows(canvasElement)).toHaveLength(HISTORY_PER_PAGE);
  },
};

/** On a phone the entries are cards. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', { name: 'Transaction History' }, { timeout: 5000 });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(HISTORY_PER_PAGE);
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * On a phone the filters fold behind a button that counts those in use, so the entries come first; the button
 * shows the fields, which keep the link's values.
 */
export const PhoneFilters: Story = {
  parameters: { route: '/transaction-history?asset=BTC&status=completed' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Transaction History' }, { timeout: 5000 });
    await expect(cards).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search', { name: 'Filters' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const fields = canvas.getByRole('search', { name: 'Filters' });
    await expect(fields).toBeVisible();
    await expect(within(fields).getByRole('combobox', { name: 'Asset' })).toHaveTextContent('BTC');
    await expect(within(fields).getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** On a wide screen the fields always show, and there is no button to fold them. */
export const WideFiltersShown: Story = {
  parameters: { route: '/transaction-history?asset=BTC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bodyRows(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await bodyRows(canvasElement)).toHaveLength(HISTORY_PER_PAGE);
  },
};
