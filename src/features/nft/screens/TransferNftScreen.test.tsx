import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { config } from '@/services/config/env';
import { readDraft, saveDraft } from '@/services/storage';
import { routePattern } from '@/shared/routes';
import { renderWithProviders } from '@/test/render';
import { TransferNftScreen } from './TransferNftScreen';

const TRANSFER = `${config.apiBaseUrl}/wallet/api/v1/nft/ERC1155/transfer`;
const NETWORKS = `${config.apiBaseUrl}/wallet/api/v1/networks`;
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
/** Cyber Fox #13 in the demo seed: the customer holds 5 of 10. */
const CYBER_FOX = 'nft_00011z';

/** Answers the first `failures` transfers with 422, then lets the demo backend take them; records each key. */
function transfersFailing(failures: number) {
  const keys: Array<string | null> = [];
  server.use(
    http.post(TRANSFER, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return keys.length <= failures ? HttpResponse.json({ message: 'Try later' }, { status: 422 }) : undefined;
    }),
  );
  return keys;
}

const atItsRoute = (
  <Routes>
    <Route path={routePattern('transfer-nft')} element={<TransferNftScreen />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

async function toReview(user: ReturnType<typeof userEvent.setup>, quantity: string) {
  await user.type(await screen.findByRole('textbox', { name: /^Recipient address/ }, { timeout: 5000 }), ADDRESS);
  const amount = screen.getByRole('textbox', { name: /^Quantity/ });
  await user.clear(amount);
  await user.type(amount, quantity);
  await user.click(screen.getByRole('button', { name: 'Review' }));
}

describe('NFT transfer screen', { timeout: 30_000 }, () => {
  it('keeps one key for every Confirm of a review and takes a new one after an edit', async () => {
    const keys = transfersFailing(2);
    const user = userEvent.setup();
    await renderWithProviders(atItsRoute, { user: 'customer', route: `/nft/transfer/${CYBER_FOX}` });
    await toReview(user, '2');
    // Review went with its step: the review's title has the focus.
    expect(await screen.findByRole('heading', { level: 1, name: 'Review the transfer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Transfer 2 units' }));
    expect(await screen.findByText('The transfer was not sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer 2 units' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer NFT' })).toHaveFocus();
    const amount = screen.getByRole('textbox', { name: /^Quantity/ });
    expect(amount).toHaveValue('2');
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Transfer 3 units' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(getDb().nfts.find((nft) => nft.id === CYBER_FOX)?.balance).toBe(2);
  });

  it('shows the form once the network is known, its label naming it from the start', async () => {
    let answerNetworks: () => void = () => undefined;
    const networksHeld = new Promise<void>((resolve) => (answerNetworks = resolve));
    server.use(
      http.get(NETWORKS, async () => {
        await networksHeld;
        return undefined;
      }),
    );
    let nftAnswered = false;
    const onResponse = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(`/nft/${CYBER_FOX}`)) nftAnswered = true;
    };
    server.events.on('response:mocked', onResponse);
    try {
      await renderWithProviders(atItsRoute, { user: 'customer', route: `/nft/transfer/${CYBER_FOX}` });
      await waitFor(() => expect(nftAnswered).toBe(true));
      // The NFT is there, the networks are not: still loading, no field named after the network's id.
      expect(screen.queryByRole('textbox', { name: /^Recipient address/ })).not.toBeInTheDocument();
      answerNetworks();
      expect(await screen.findByRole('textbox', { name: /^Recipient address on Polygon PoS/ }, { timeout: 5000 })).toBeVisible();
    } finally {
      server.events.removeListener('response:mocked', onResponse);
    }
  });

  it('refuses more units than held and an address with a broken checksum', async () => {
    const keys = transfersFailing(0);
    const user = userEvent.setup();
    await renderWithProviders(atItsRoute, { user: 'customer', route: `/nft/transfer/${CYBER_FOX}` });
    await user.type(
      await screen.findByRole('textbox', { name: /^Recipient address/ }, { timeout: 5000 }),
      `${ADDRESS.slice(0, -1)}e`,
    );
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText(/fails its checksum/)).toBeInTheDocument();
    expect(screen.getByText('You hold 5: send at most that many.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer NFT' })).toBeInTheDocument();
    expect(keys).toEqual([]);
  });

  it('goes back to /nft with an error toast for an id that is not the customer’s', async () => {
    await renderWithProviders(atItsRoute, { user: 'customer', route: '/nft/transfer/nft_unknown' });
    expect(await screen.findByText('elsewhere', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('[data-scope="toast"][data-part="description"]')).map((node) => node.textContent),
      ).toEqual(['This NFT is not among yours']),
    );
  });

  it("keeps recipient and quantity as the user's draft of this NFT's transfer, offers it back and removes it once sent", async () => {
    const customer = demoUsers.customer.userId;
    const user = userEvent.setup();
    const first = await renderWithProviders(atItsRoute, { user: 'customer', route: `/nft/transfer/${CYBER_FOX}` });
    await user.type(await screen.findByRole('textbox', { name: /^Recipient address/ }, { timeout: 5000 }), ADDRESS);
    await waitFor(() => expect(readDraft(customer, `nft-transfer:${CYBER_FOX}`)).toEqual({ address: ADDRESS, quantity: '1' }));
    first.unmount();
    // Another NFT's form does not offer it.
    saveDraft(customer, 'nft-transfer:nft_other', { address: ADDRESS, quantity: '4' });

    await renderWithProviders(atItsRoute, { user: 'customer', route: `/nft/transfer/${CYBER_FOX}` });
    expect(await screen.findByText('Continue where you left off?', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText(`You had started this transfer before you were signed out: recipient ${ADDRESS}, quantity 1.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: /^Recipient address/ })).toHaveValue(ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Transfer 1 unit' }));
    expect(await screen.findByText('elsewhere', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(readDraft(customer, `nft-transfer:${CYBER_FOX}`)).toBeNull();
    expect(readDraft(customer, 'nft-transfer:nft_other')).not.toBeNull();
  });
});
