import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { scenarios } from '@/mocks/scenarios';
import { walletApi } from '@/services/api';
import { add, compare, subtract } from '@/shared/money';
import { readDraft, saveDraft } from '@/services/storage';
import { renderWithProviders } from '@/test/render';
import { DRAFT_FORM_ID } from '../hooks/use-conversion';
import { ConversionScreen } from './ConversionScreen';

const customer = demoUsers.customer.userId;

async function balanceOf(symbol: string): Promise<string> {
  return (await walletApi.listAccounts({ userId: customer, asset: symbol })).data[0]?.availableBalance ?? '0';
}

describe('ConversionScreen on the demo backend', () => {
  it('quotes a typed amount, confirms once and shows the new balances', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ConversionScreen />, { user: 'customer', route: '/conversion' });
    const pay = await screen.findByRole('textbox', { name: 'You pay' }, { timeout: 5000 });
    const btc = await balanceOf('BTC');
    const usdt = await balanceOf('USDT');
    await user.type(pay, '0.01');
    const confirm = screen.getByRole('button', { name: 'Confirm conversion' });
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 });
    const quote = within(screen.getByRole('region', { name: 'Quote' }));
    expect(quote.getByRole('timer')).toHaveTextContent(/Valid for (29|30) seconds/);
    expect(quote.getByRole('button', { name: /1 BTC ≈ [\d,]+\.\d\d USDT/ })).toBeInTheDocument();
    await user.click(confirm);
    expect(await screen.findByText('Conversion complete', {}, { timeout: 5000 })).toBeInTheDocument();
    const [transaction] = (await walletApi.listTransactions({ userId: customer, type: 'conversion', per_page: 1 })).data;
    expect(await balanceOf('BTC')).toBe(subtract(btc, '0.01'));
    expect(await balanceOf('USDT')).toBe(add(usdt, transaction?.counterAmount ?? 'none'));
  });

  it('computes what to pay from an amount typed in "You receive", and receives at least that', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ConversionScreen />, { user: 'customer', route: '/conversion' });
    const receive = await screen.findByRole('textbox', { name: 'You receive' }, { timeout: 5000 });
    await screen.findByText(/^Balance: [\d.,]+ BTC/, {}, { timeout: 5000 });
    await user.type(receive, '100');
    const pay = screen.getByRole('textbox', { name: 'You pay' });
    await waitFor(() => expect(pay).not.toHaveValue(''));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm conversion' })).toBeEnabled(), { timeout: 5000 });
    const shown = within(screen.getByRole('region', { name: 'Quote' })).getByText(/USDT$/, {
      selector: 'dd[data-changed], dd:last-of-type',
    });
    expect(compare(shown.textContent?.replace(/[^\d.]/g, '') ?? '0', '100')).toBeGreaterThanOrEqual(0);
    expect(receive).toHaveValue('100');
  });

  it('Max fills in the balance within the limits; swap turns the pair round and keeps the amount on its asset', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ConversionScreen />, { user: 'customer', route: '/conversion?from=ETH' });
    await screen.findByText(/^Balance: [\d.,]+ ETH/, {}, { timeout: 5000 });
    const eth = await balanceOf('ETH');
    await user.click(screen.getByRole('button', { name: /^Max/ }));
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue(eth);
    await user.click(screen.getByRole('button', { name: 'Swap direction' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'You receive' })).toHaveValue(eth));
    expect(screen.getByRole('combobox', { name: 'To asset' })).toHaveTextContent('ETH');
  });

  it('offers back a conversion left unfinished (an idle sign-out) and removes the draft once converted', async () => {
    saveDraft(customer, DRAFT_FORM_ID, { from: 'ETH', to: 'BTC', side: 'from', text: '0,25' });
    const user = userEvent.setup();
    await renderWithProviders(<ConversionScreen />, { user: 'customer', route: '/conversion' });
    const offer = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(offer).toHaveTextContent('You had started converting ETH to BTC (0,25 ETH).');
    await user.click(within(offer).getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('0,25');
    expect(screen.getByRole('combobox', { name: 'From asset' })).toHaveTextContent('ETH');
    const confirm = screen.getByRole('button', { name: 'Confirm conversion' });
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 });
    await user.click(confirm);
    expect(await screen.findByText('Conversion complete', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(readDraft(customer, DRAFT_FORM_ID)).toBeNull();
  });

  it("says 'Converter load failed, retry later' when the definitions cannot load", async () => {
    server.use(scenarios.wallet.error('GET /converter/definitions'));
    await renderWithProviders(<ConversionScreen />, { user: 'customer', route: '/conversion' });
    expect((await screen.findAllByText('Converter load failed, retry later', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
