import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { walletApi } from '@/services/api';
import { actAsDemoUser } from '../act-as';
import { getDb } from '../db';
import { faultHandler, readFaults } from '../faults/faults';
import { DEMO_PASSWORD, demoUsers } from '../fixtures/demo-users';
import { server } from '../node';
import { DemoPanelRoot } from './DemoPanelRoot';
import { registerBuiltInSections } from './index';

async function openPanel(locale: 'en' | 'tr' = 'en') {
  const onReset = vi.fn();
  registerBuiltInSections({ onReset });
  const user = userEvent.setup();
  render(<DemoPanelRoot locale={locale} />);
  await user.click(
    screen.getByRole('button', { name: locale === 'en' ? 'Open the demo backend controls' : 'Demo arka uç kontrollerini aç' }),
  );
  return { user, onReset, dialog: await screen.findByRole('dialog') };
}

describe('the demo panel', () => {
  it('opens from the floating Demo button and shows the sign-in credentials', async () => {
    const { dialog } = await openPanel();
    expect(within(dialog).getByRole('heading', { name: 'Demo backend' })).toBeVisible();
    const credentials = within(dialog).getByRole('region', { name: 'Demo sign-in' });
    expect(within(credentials).getByText(demoUsers.customer.email)).toBeVisible();
    expect(within(credentials).getByText(DEMO_PASSWORD)).toBeVisible();
  });

  it('resets the database on request', async () => {
    const { user, onReset, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Reset the database' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('makes an endpoint fail, and clears it again', async () => {
    const { user, dialog } = await openPanel();
    server.use(faultHandler);
    actAsDemoUser();
    const modes = within(dialog).getByRole('radiogroup', { name: 'Fault for GET /wallet/api/v1/accounts' });
    await user.click(within(modes).getByRole('radio', { name: 'Fail' }));
    expect(readFaults()).toEqual([{ method: 'GET', path: '/wallet/api/v1/accounts', mode: 'fail' }]);
    expect(within(dialog).getByText('1 fault active')).toBeVisible();
    await expect(walletApi.listAccounts()).rejects.toMatchObject({
      status: 500,
      serverMessage: 'Internal server error (demo fault)',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Clear all faults' }));
    expect(readFaults()).toEqual([]);
    await expect(walletApi.listAccounts()).resolves.toMatchObject({ meta: { total: 36 } });
  });

  it('simulates a deposit for the active user', async () => {
    const { user, dialog } = await openPanel();
    const before = getDb().transactions.length;
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send the deposit' }));
    expect(getDb().transactions.length).toBe(before + 1);
    expect(getDb().transactions[0]).toMatchObject({ type: 'deposit', asset: 'BTC', amount: '1.5' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('1.5 BTC deposited.');
  });

  it('simulates a deposit typed with a decimal comma in Turkish, and shows amounts the Turkish way', async () => {
    const { user, dialog } = await openPanel('tr');
    const amount = within(dialog).getByRole('textbox', { name: 'Miktar' });
    expect(amount).toHaveValue('0,05');
    await user.clear(amount);
    await user.type(amount, '0,5');
    expect(amount).toBeValid();
    await user.click(within(dialog).getByRole('button', { name: 'Yatırma işlemini gönder' }));
    expect(getDb().transactions[0]).toMatchObject({ type: 'deposit', asset: 'BTC', amount: '0.5' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('0,5 BTC yatırıldı.');
    // A dot is read as the decimal mark too.
    await user.clear(amount);
    await user.type(amount, '0.25');
    await user.click(within(dialog).getByRole('button', { name: 'Yatırma işlemini gönder' }));
    expect(getDb().transactions[0]).toMatchObject({ amount: '0.25' });
  });

  it('accepts a decimal comma in English too', async () => {
    const { user, dialog } = await openPanel();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('0.05');
    await user.clear(amount);
    await user.type(amount, '0,5');
    await user.click(within(dialog).getByRole('button', { name: 'Send the deposit' }));
    expect(getDb().transactions[0]).toMatchObject({ type: 'deposit', asset: 'BTC', amount: '0.5' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('0.5 BTC deposited.');
  });

  it.each([
    { locale: 'tr', label: 'Miktar', submit: 'Yatırma işlemini gönder', hint: 'Sıfırdan büyük bir miktar girin, örneğin 0,5.' },
    { locale: 'en', label: 'Amount', submit: 'Send the deposit', hint: 'Enter a positive amount, for example 0.5.' },
  ] as const)(
    'refuses what is not a positive amount ($locale), keeping what was typed',
    async ({ locale, label, submit, hint }) => {
      const { user, dialog } = await openPanel(locale);
      const before = getDb().transactions.length;
      const amount = within(dialog).getByRole('textbox', { name: label });
      for (const typed of ['0,5x', '1.000,5', '0', '']) {
        await user.clear(amount);
        if (typed) await user.type(amount, typed);
        expect(amount).toHaveValue(typed);
        expect(amount).toBeInvalid();
        expect(within(dialog).getByText(hint)).toBeVisible();
        expect(within(dialog).getByRole('button', { name: submit })).toBeDisabled();
      }
      expect(getDb().transactions.length).toBe(before);
    },
  );

  it("names the asset's decimals when more are typed", async () => {
    const { user, dialog } = await openPanel('tr');
    const amount = within(dialog).getByRole('textbox', { name: 'Miktar' });
    await user.clear(amount);
    await user.type(amount, '0,123456789');
    expect(within(dialog).getByText('BTC en fazla 8 ondalık basamak alır.')).toBeVisible();
    expect(amount).toHaveValue('0,123456789');
  });

  it('speaks Turkish when the app does', async () => {
    const { dialog } = await openPanel('tr');
    expect(within(dialog).getByRole('heading', { name: 'Demo arka uç' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Veritabanını sıfırla' })).toBeVisible();
  });
});
