import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { readFilters, toApiFilters } from '../model/history-filters';
import { HISTORY_PER_PAGE, historyPageQuery } from '../queries';
import { actAsDemoUser } from '@/mocks/act-as';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { walletApi } from '@/services/api';
import { renderStory } from '@/test/render';
import * as historyStories from './TransactionHistoryScreen.stories';

const customer = demoUsers.customer;
const stories = composeStories(historyStories);
const toasts = () =>
  Array.from(document.querySelectorAll('[data-scope="toast"][data-part="description"]')).map((node) => node.textContent);

/** The URL outside the story's own (hidden) one, so the test reads a single place. */
function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}
const where = () => screen.getByRole('status', { name: 'where' });
// The demo backend answers after its own latency: on a busy machine the first page takes more than a second.
const rows = async () =>
  within(await screen.findByRole('table', {}, { timeout: 5000 }))
    .getAllByRole('row')
    .slice(1);

describe('TransactionHistoryScreen on the demo backend', () => {
  it('shows the newest entries of every asset first, a page at a time', async () => {
    await renderStory(stories.Loaded, { beside: <Where /> });
    const shown = await rows();
    const expected = await walletApi.listTransactions({
      userId: customer.userId,
      page: 1,
      per_page: HISTORY_PER_PAGE,
      sort_by: 'createdAt',
      sort_order: 'desc',
    });
    expect(shown).toHaveLength(expected.data.length);
    expect(shown.map((row) => row.querySelector('time')?.getAttribute('datetime'))).toEqual(
      expected.data.map((tx) => tx.createdAt),
    );
    expect(screen.getByRole('button', { name: `Page 1 of ${expected.meta.last_page}` })).toHaveAttribute('aria-current', 'page');
  });

  it("names each entry's link with its type, the amounts and the date its row shows", async () => {
    await renderStory(stories.Loaded);
    for (const row of await rows()) {
      const [typeCell, amountCell, , dateCell] = within(row).getAllByRole('cell');
      const amountLines = Array.from(amountCell?.children ?? []).map((line) => line.textContent);
      expect(amountLines.length).toBeGreaterThan(0);
      const [type, amounts, date] = [typeCell, amountCell, dateCell].map((cell) => cell?.textContent);
      expect(amounts).toBe(amountLines.join(''));
      expect(within(row).getByRole('link')).toHaveAccessibleName(`${type} ${amountLines.join(' ')}, ${date}: details`);
    }
  });

  it('keeps the filters of a shared link and asks the API for them only', async () => {
    await renderStory(stories.FilteredByLink, { beside: <Where /> });
    const shown = await rows();
    const expected = await walletApi.listTransactions({
      userId: customer.userId,
      asset: 'BTC',
      status: 'completed',
      page: 1,
      per_page: HISTORY_PER_PAGE,
    });
    expect(shown).toHaveLength(expected.data.length);
    for (const row of shown) expect(row).toHaveTextContent('Completed');
  });

  // Picking a filter in the select is played in the FilterByType story (a real browser) and the E2E journey.
  it("fetches the next page ahead with the link's filters, into the cache the list reads", async () => {
    const { queryClient } = await renderStory(stories.FilteredByLink);
    await rows();
    const filters = toApiFilters(readFilters(new URLSearchParams('asset=BTC&status=completed')), 'UTC');
    const pageOne = queryClient.getQueryData(historyPageQuery(customer.userId, filters, 1).queryKey);
    expect(pageOne?.meta.last_page).toBeGreaterThan(1);
    await waitFor(() => expect(queryClient.getQueryData(historyPageQuery(customer.userId, filters, 2).queryKey)).toBeDefined());
  });

  it('puts the fields behind a button that counts the filters in use and says whether they show', async () => {
    await renderStory(stories.FilteredByLink);
    await rows();
    // The button shows on phones only (CSS, which the stories check in a browser); here it is in the DOM.
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('search', { name: 'Filters' }).id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a day typed the interface language’s way, says so when the date does not exist, and keeps the text', async () => {
    await renderStory(stories.Turkish, { beside: <Where />, route: '/transaction-history?to=2026-01-20' });
    const from = await screen.findByRole('textbox', { name: 'Başlangıç' });
    const to = screen.getByRole('textbox', { name: 'Bitiş' });
    expect(to).toHaveValue('20.01.2026');
    expect(from).toHaveAttribute('placeholder', 'GG.AA.YYYY');

    await userEvent.type(from, '31.02.2026');
    await userEvent.tab();
    expect(await screen.findByText('GG.AA.YYYY biçiminde gerçek bir tarih girin.')).toBeInTheDocument();
    expect(from).toHaveValue('31.02.2026');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(where()).toHaveTextContent(/^\/transaction-history\?to=2026-01-20$/);

    // A start after the end is refused the same way.
    await userEvent.clear(from);
    await userEvent.type(from, '25.01.2026{Enter}');
    expect(await screen.findByText('Bitiş tarihinde (20.01.2026) ya da öncesinde bir gün girin.')).toBeInTheDocument();
    expect(from).toHaveValue('25.01.2026');
    expect(where()).toHaveTextContent(/^\/transaction-history\?to=2026-01-20$/);

    await userEvent.clear(from);
    await userEvent.type(from, '5.1.2026{Enter}');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/transaction-history\?to=2026-01-20&from=2026-01-05$/));
    expect(from).toHaveValue('05.01.2026');
    expect(from).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(to);
    await userEvent.type(to, '01.01.2026{Enter}');
    expect(await screen.findByText('Başlangıç tarihinde (05.01.2026) ya da sonrasında bir gün girin.')).toBeInTheDocument();
    expect(where()).toHaveTextContent(/^\/transaction-history\?to=2026-01-20&from=2026-01-05$/);

    // Emptied and left: the filter is off. Cleared from elsewhere: the field follows the URL.
    await userEvent.clear(to);
    await userEvent.tab();
    await waitFor(() => expect(where()).toHaveTextContent(/^\/transaction-history\?from=2026-01-05$/));
    await userEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(from).toHaveValue(''));
  });

  it('clears the filters and goes back to page 1, keeping the order', async () => {
    await renderStory(stories.Loaded, { beside: <Where />, route: '/transaction-history?status=pending&sort=oldest&page=2' });
    await rows();
    const filters = screen.getByRole('search', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/transaction-history\?sort=oldest$/));
    expect(within(filters).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('sends ?page=abc to the first page with the page error, keeping the filters', async () => {
    await renderStory(stories.InvalidPage, { beside: <Where /> });
    await waitFor(() => expect(where()).toHaveTextContent(/^\/transaction-history\?asset=ETH$/));
    await waitFor(() => expect(toasts()).toEqual(['Invalid page number, redirecting to first page']));
    expect((await rows()).length).toBeGreaterThan(0);
  });

  it('sends a page past the end to the last page, without an error', async () => {
    await renderStory(stories.PageAboveLast, { beside: <Where /> });
    const { meta } = await walletApi.listTransactions({ userId: customer.userId, per_page: HISTORY_PER_PAGE });
    await waitFor(() => expect(where()).toHaveTextContent(`/transaction-history?page=${meta.last_page}`), { timeout: 5000 });
    expect(toasts()).toEqual([]);
  });

  it("says 'No records found' with a way to clear the filters when nothing matches", async () => {
    await renderStory(stories.EmptyFiltered, { beside: <Where /> });
    const entries = screen.getByRole('region', { name: 'Transactions' });
    expect(await within(entries).findByText('No records found')).toBeInTheDocument();
    await userEvent.click(await within(entries).findByRole('button', { name: 'Clear filters' }, { timeout: 5000 }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/transaction-history$/));
  });
});

/** The URL while a modal drawer hides the rest of the page from assistive technology. */
const whereBehindDrawer = () => screen.getByRole('status', { name: 'where', hidden: true });

describe('an entry’s details', () => {
  it('open from its row with ?tx= in the URL, show its timeline, and close back to the list URL', async () => {
    await renderStory(stories.Loaded, { beside: <Where /> });
    const [first] = await rows();
    const link = within(first as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const id = new URLSearchParams(whereBehindDrawer().textContent?.split('?')[1]).get('tx') ?? '';
    expect(id).toMatch(/\S/);
    const logs = await walletApi.listTransactionLogs(id);
    const timeline = await within(dialog).findByRole('list', { name: 'Timeline' }, { timeout: 5000 });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(logs.data.length);
    expect(within(dialog).getByRole('link', { name: 'Get help' })).toHaveAttribute('href', `/support?txId=${id}`);

    // Closing asks for nothing more: no timeline of "no entry" (once a request for ?txId= with nothing, a 404).
    const timelinesAsked: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/transactions-logs')) timelinesAsked.push(url.searchParams.get('txId') ?? '');
    };
    server.events.on('request:start', onRequest);
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(whereBehindDrawer()).toHaveTextContent(/^\/transaction-history$/), { timeout: 5000 });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(timelinesAsked).toEqual([]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    // A page of rows, a drawer and its timeline: role queries over all of it take seconds on a busy machine.
  }, 20_000);

  it('opens from a shared link even when the entry is not on the page shown', async () => {
    actAsDemoUser();
    const { data } = await walletApi.listTransactions({ userId: customer.userId, per_page: 1, sort_order: 'asc' });
    const oldest = data[0];
    if (!oldest) throw new Error('The demo customer has no history');
    await renderStory(stories.Loaded, { beside: <Where />, route: `/transaction-history?tx=${oldest.id}` });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await within(dialog).findByRole('list', { name: 'Timeline' }, { timeout: 5000 });
    const type = oldest.type.charAt(0).toUpperCase() + oldest.type.slice(1);
    expect(dialog).toHaveAccessibleName(`${type} details`);
  });
});
