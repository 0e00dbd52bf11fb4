import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { walletApi } from '@/services/api';
import { renderStory } from '@/test/render';
import * as receiveStories from './ReceiveScreen.stories';

const stories = composeStories(receiveStories);
const shownValue = (name: string) =>
  screen.getByRole('group', { name }).querySelector('[data-value]')?.getAttribute('data-value');

describe('ReceiveScreen on the demo backend', () => {
  it('shows the BTC address, its QR code and the network facts', async () => {
    await renderStory(stories.BitcoinAddress);
    expect(
      await screen.findByRole('img', { name: 'QR code of your BTC deposit address on Bitcoin' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const address = await walletApi.getWalletAddress('btc', 'bitcoin');
    expect(shownValue('Your BTC deposit address')).toBe(address?.address);
    expect(screen.getByText('Send only BTC on Bitcoin to this address. Anything else is lost.')).toBeInTheDocument();
    expect(screen.getByLabelText('Deposits on Bitcoin')).toHaveTextContent('Confirmations needed2');
    expect(screen.getByRole('link', { name: 'Deposit not arrived?' })).toHaveAttribute(
      'href',
      '/unreceived-deposit-assistance?asset=BTC&network=bitcoin',
    );
  });

  it('shows the memo of a memo network with its own copy button and warning', async () => {
    await renderStory(stories.MemoNetwork);
    await screen.findByRole('img', { name: /QR code of your XRP/ }, { timeout: 5000 });
    const address = await walletApi.getWalletAddress('xrp', 'ripple');
    expect(shownValue('Destination tag')).toBe(address?.memo);
    expect(screen.getByRole('button', { name: 'Copy Destination tag' })).toBeInTheDocument();
    expect(screen.getByText('Include the Destination tag')).toBeInTheDocument();
  });

  it('generates a missing address once and shows it', async () => {
    await renderStory(stories.GenerateAddress);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generate address' }, { timeout: 5000 }));
    await screen.findByRole('img', { name: /QR code of your BTC deposit address on BNB/ }, { timeout: 5000 });
    const generated = await walletApi.getWalletAddress('btc', 'bsc');
    expect(shownValue('Your BTC deposit address')).toBe(generated?.address);
  });

  it('opens an account for an asset the customer does not hold, then offers its address', async () => {
    await renderStory(stories.AssetNotHeld);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add XTZ to my wallet' }, { timeout: 5000 }));
    expect(await screen.findByText('You have no XTZ address on Tezos yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect((await walletApi.listAccounts({ asset: 'XTZ' })).data).toHaveLength(1);
    await waitFor(() =>
      expect(within(document.body).getByRole('status', { name: 'location' })).toHaveTextContent('network=tezos'),
    );
  });

  it('offers no address on a network under maintenance', async () => {
    await renderStory(stories.NetworkInMaintenance);
    expect(await screen.findByText('Filecoin is under maintenance', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });
});
