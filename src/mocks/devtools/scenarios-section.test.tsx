import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey, walletApi } from '@/services/api';
import { actAsDemoUser } from '../act-as';
import { activeScenarios, clearScenarios, SEND_SCENARIOS } from '../named-scenarios';
import { DemoPanelRoot } from './DemoPanelRoot';
import { registerBuiltInSections } from './index';

afterEach(() => {
  clearScenarios();
  sessionStorage.clear();
});

async function openScenarios(locale: 'en' | 'tr' = 'en') {
  registerBuiltInSections({ onReset: () => undefined });
  const user = userEvent.setup();
  render(<DemoPanelRoot locale={locale} />);
  await user.click(screen.getByRole('button', { name: /Open the demo backend controls|Demo arka uç kontrollerini aç/ }));
  const dialog = await screen.findByRole('dialog');
  return { user, section: within(dialog).getByRole('region', { name: locale === 'en' ? 'Scenarios' : 'Senaryolar' }) };
}

describe('the scenarios section of the demo panel', () => {
  it('turns a named scenario on and off, and all off at once', async () => {
    const { user, section } = await openScenarios();
    const dailyLimit = within(section).getByRole('checkbox', { name: 'Daily limit almost used.' });
    await user.click(dailyLimit);
    expect(activeScenarios()).toEqual([SEND_SCENARIOS.dailyLimit]);
    await user.click(within(section).getByRole('checkbox', { name: 'Submit fails.' }));
    expect(activeScenarios()).toHaveLength(2);
    await user.click(within(section).getByRole('button', { name: 'Turn all off' }));
    expect(activeScenarios()).toEqual([]);
    expect(dailyLimit).not.toBeChecked();
  });

  it('lists each verification request with its own code as it is sent', async () => {
    const { section } = await openScenarios('tr');
    expect(within(section).getByText(/Bu sekmede henüz kod gönderilmedi/)).toBeVisible();
    actAsDemoUser();
    await walletApi.sendWithdrawVerificationCode(
      { assetId: 'usdt', networkId: 'tron', amount: '20', address: `T${'C'.repeat(33)}` },
      { idempotencyKey: newIdempotencyKey() },
    );
    const list = await within(section).findByRole('list', { name: 'Gönderilen doğrulama kodları' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/^\d{6}$/)).toBeVisible();
    expect(within(list).getByText(/20 USDT → tron · email, sms/)).toBeVisible();
  });
});
