import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LATEST_TRANSACTIONS } from '../queries';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { scenarios } from '@/mocks/scenarios';
import { walletApi } from '@/services/api';
import { formatAssetAmount, formatUsd, multiply, round } from '@/shared/money';
import { renderStory } from '@/test/render';
import * as assetStories from './AssetDetailScreen.stories';

const customer = demoUsers.customer;
const stories = composeStories(assetStories);
const toasts = () =>
  Array.from(document.querySelectorAll('[data-scope="toast"][data-part="description"]')).map((node) => node.textContent);

describe('AssetDetailScreen on the demo backend', () => {
  it('shows the balance as on the card, its exact dollar value, the networks and the newest entries first', async () => {
    await renderStory(stories.Loaded);
    expect(screen.getByRole('heading', { level: 1, name: 'BTC' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin' }, { timeout: 5000 })).toBeInTheDocument();
    const [account] = (await walletApi.listAccounts({ userId: customer.userId, asset: 'BTC' })).data;
    const price = (await walletApi.listPrices()).data.find((item) => item.symbol === 'BTC')?.price;
    if (!account || !price) throw new Error('the demo customer holds BTC, which has a price');
    const balance = screen.getByRole('group', { name: 'Balance' });
    expect(balance).toHaveTextContent(formatAssetAmount(account.balance, 'BTC', 'en'));
    await waitFor(() => expect(balance).toHaveTextContent(formatUsd(round(multiply(account.balance, price), 2))));

    const networks = await screen.findByRole('list', { name: 'Networks' }, { timeout: 5000 });
    expect(
      within(networks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining([expect.stringContaining('Bitcoin')]));

    const latest = await screen.findByRole('list', { name: 'Latest transactions' }, { timeout: 5000 });
    const rows = within(latest).getAllByRole('listitem');
    const expected = await walletApi.listTransactions({
      userId: customer.userId,
      asset: 'BTC',
      per_page: LATEST_TRANSACTIONS,
      sort_by: 'createdAt',
      sort_order: 'desc',
    });
    expect(rows).toHaveLength(expected.data.length);
    const times = rows.map((row) => row.querySelector('time')?.getAttribute('datetime') ?? '');
    expect(times).toEqual(expected.data.map((tx) => tx.createdAt));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('goes back to the wallet with an error toast for an asset the customer does not hold', async () => {
    await renderStory(stories.UnknownAsset);
    // The account answers after the demo latency; a busy machine takes more than the default second.
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/wallet$/), {
      timeout: 5000,
    });
    expect(toasts()).toEqual(['APT is not one of your assets.']);
  });

  it('retries the account after a failure and then shows it', async () => {
    await renderStory(stories.RetryAfterError);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('keeps the other sections when the networks fail, with a retry that brings them', async () => {
    server.use(scenarios.wallet.error('GET /networks', { status: 404, message: 'Not found' }));
    await renderStory(stories.Loaded);
    const section = screen.getByRole('region', { name: 'Networks' });
    const retry = await within(section).findByRole('button', { name: 'Retry' });
    expect(await screen.findByRole('list', { name: 'Latest transactions' }, { timeout: 5000 })).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await within(section).findByRole('list', { name: 'Networks' })).toBeInTheDocument();
  });

  it('prefills Send, Receive and Convert with the asset, in Turkish too', async () => {
    await renderStory(stories.Turkish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin' }, { timeout: 5000 })).toBeInTheDocument();
    // Send starts on the asset's home network once the networks have answered.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Gönder' })).toHaveAttribute('href', '/send?asset=BTC&network=bitcoin'),
    );
    expect(screen.getByRole('link', { name: 'Al' })).toHaveAttribute('href', '/receive?asset=BTC');
    expect(screen.getByRole('link', { name: 'Dönüştür' })).toHaveAttribute('href', '/conversion?from=BTC');
  });
});

/** The URL beside the story (behind a modal drawer, so found with hidden elements). */
function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}
const where = () => screen.getByRole('status', { name: 'where', hidden: true });

describe('an entry of the asset', () => {
  it('opens its details over the asset, and Back leaves them with ?tx= gone', async () => {
    await renderStory(stories.Loaded, { beside: <Where /> });
    const latest = await screen.findByRole('list', { name: 'Latest transactions' }, { timeout: 5000 });
    const [first] = within(latest).getAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('link'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await within(dialog).findByRole('list', { name: 'Timeline' }, { timeout: 5000 });
    expect(where()).toHaveTextContent(/^\/wallet\/BTC\?tx=\S+$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/wallet\/BTC$/), { timeout: 5000 });
  }, 20_000);
});
