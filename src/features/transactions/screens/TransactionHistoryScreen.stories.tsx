import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FrozenNow, VisuallyHidden } from '@/design-system';
import { HISTORY_PER_PAGE } from '../queries';
import { TransactionHistoryScreen } from './TransactionHistoryScreen';
import { scenarios } from '@/mocks/scenarios';
import { Box } from 'styled-system/jsx';
import { dismissToasts, toastTexts } from '@/test/story-toasts';

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
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Withdrawal' }));
    await waitFor(() => expect(location()).toHaveTextContent('/transaction-history?type=withdrawal'));
    await waitFor(async () => {
      for (const row of await bodyRows(canvasElement)) await expect(row).toHaveTextContent('Withdrawal');
    });
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

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await bodyRows(canvasElement)).toHaveLength(HISTORY_PER_PAGE);
  },
};
