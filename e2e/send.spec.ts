import { expect, test, type Page } from '@playwright/test';
import { walletGet, walletPost } from './support/demo-api';
import { BTC_ADDRESS, continueFromAsset, enterCodes } from './support/send';
import { signIn } from './support/sign-in';

const SOL_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** A BTC amount in satoshis (exact: no floats for money). */
function units(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace(',', '.').split('.');
  return BigInt(whole) * 100_000_000n + BigInt((fraction + '00000000').slice(0, 8));
}

interface Account {
  asset: string;
  availableBalance: string;
}

async function toRecipient(page: Page, query: string) {
  await signIn(page, `/send?${query}`);
  await continueFromAsset(page);
}

test.describe('send', () => {
  test('a full send in English: codes, pending, then completed; the balance and history show it', async ({ page }) => {
    // The demo withdrawal completes a few seconds after it is sent.
    test.setTimeout(60_000);
    await toRecipient(page, 'asset=BTC&network=bitcoin');
    await page.getByRole('textbox', { name: /Recipient address/ }).fill(BTC_ADDRESS);
    await expect(page.getByText('First time to this address')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    const [before] = (await walletGet<{ data: Account[] }>(page, '/accounts?asset=BTC&per_page=1')).data;
    await page.getByRole('textbox', { name: /Amount/ }).fill('0.001');
    await expect(page.getByText(/0\.001 BTC ≈ \$/)).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText('Network fee')).toBeVisible();
    await expect(page.getByText('This is the first time you send to this address.')).toBeVisible();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/Codes expire in \d:\d\d/)).toBeVisible();
    await enterCodes(page);
    await page.getByRole('button', { name: 'Verify and send' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal on its way' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal completed' })).toBeVisible({ timeout: 20_000 });
    const [after] = (await walletGet<{ data: Account[] }>(page, '/accounts?asset=BTC&per_page=1')).data;
    expect(units(after?.availableBalance ?? '0')).toBeLessThan(units(before?.availableBalance ?? '0'));
    await page.getByRole('link', { name: 'See it in history' }).click();
    await expect(page).toHaveURL(/\/transaction-history\?asset=BTC$/);
  });

  test('a token with six networks: one click on the first network chooses it', async ({ page }) => {
    await signIn(page, '/send');
    await page.getByRole('option', { name: /^USDT / }).click();
    const networks = page.getByRole('listbox', { name: 'Network' });
    const ethereum = networks.getByRole('option', { name: /^Ethereum \(ERC20\)/ });
    // The list runs past the bottom of the window: a press on its first option must not scroll it under the pointer.
    await ethereum.click();
    await expect(ethereum).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test('in Turkish, 0,5 is half a coin', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'tr'));
    await toRecipient(page, 'asset=SOL&network=solana');
    await page.getByRole('textbox', { name: /Alıcı adresi/ }).fill(SOL_ADDRESS);
    await page.getByRole('button', { name: 'Devam' }).click();
    await page.getByRole('textbox', { name: /Tutar/ }).fill('0,5');
    await expect(page.getByText(/^0,5 SOL/)).toBeVisible();
    await page.getByRole('button', { name: 'İncele' }).click();
    await expect(page.getByText('Ağ ücreti')).toBeVisible();
    await expect(page.getByText('0,5 SOL').first()).toBeVisible();
  });

  test('a wrong code says how many attempts are left, then the right one sends', async ({ page }) => {
    await toRecipient(page, 'asset=BTC&network=bitcoin');
    await page.getByRole('textbox', { name: /Recipient address/ }).fill(BTC_ADDRESS);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: /Amount/ }).fill('0.001');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await enterCodes(page, '000000');
    await page.getByRole('button', { name: 'Verify and send' }).click();
    await expect(page.getByText('4 attempts left.')).toBeVisible();
    await enterCodes(page);
    await page.getByRole('button', { name: 'Verify and send' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal on its way' })).toBeVisible();
  });

  test('a 500 on submit keeps everything entered', async ({ page }) => {
    await toRecipient(page, 'asset=BTC&network=bitcoin&demo-fault=POST:/wallet/api/v1/transactions/ext:500');
    await page.getByRole('textbox', { name: /Recipient address/ }).fill(BTC_ADDRESS);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: /Amount/ }).fill('0.001');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await enterCodes(page);
    await page.getByRole('button', { name: 'Verify and send' }).click();
    await expect(page.getByText('The withdrawal could not go on')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('0.001 BTC').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('Max is the balance minus the fee (capped by the daily limit)', async ({ page }) => {
    await toRecipient(page, 'asset=BTC&network=bitcoin');
    await page.getByRole('textbox', { name: /Recipient address/ }).fill(BTC_ADDRESS);
    await page.getByRole('button', { name: 'Continue' }).click();
    const [account] = (await walletGet<{ data: Account[] }>(page, '/accounts?asset=BTC&per_page=1')).data;
    const networks = await walletGet<{ data: Array<{ id: string; assets: Array<{ assetId: string; withdrawFee: string }> }> }>(
      page,
      '/networks',
    );
    const fee = networks.data
      .find((network) => network.id === 'bitcoin')
      ?.assets.find((item) => item.assetId === 'btc')?.withdrawFee;
    const limit = await walletPost<{ remaining: string }>(page, '/transactions/daily-limit/info', { assetId: 'btc' });
    await page.getByRole('button', { name: /^Max/ }).click();
    const value = await page.getByRole('textbox', { name: /Amount/ }).inputValue();
    const byBalance = units(account?.availableBalance ?? '0') - units(fee ?? '0');
    const byLimit = units(limit.remaining) - units(fee ?? '0');
    expect(units(value)).toBe(byBalance < byLimit ? byBalance : byLimit);
    expect(byBalance).toBeGreaterThan(0n);
  });
  test('an address that imitates a past recipient is shown side by side and must be confirmed', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, '/send');
    const past = await walletGet<{ data: Array<{ address: string | null; asset: string; networkId: string | null }> }>(
      page,
      '/transactions?type=withdrawal&status=completed&per_page=100',
    );
    const evm = past.data.find((tx) => tx.address?.startsWith('0x') && tx.networkId);
    expect(evm, 'the demo customer has sent to an EVM address before').toBeDefined();
    const address = evm?.address ?? '';
    // Same "0x" + 4 first and 4 last characters, a different middle: what address poisoning produces.
    const poisoned = `${address.slice(0, 6)}${'0'.repeat(address.length - 10)}${address.slice(-4)}`;
    await page.goto(`/send?asset=${evm?.asset}&network=${evm?.networkId}`);
    await expect(page.getByRole('option', { selected: true })).toHaveCount(2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: /Recipient address/ }).fill(poisoned);
    await expect(page.getByText('This address looks like one you used before')).toBeVisible();
    await expect(page.getByText('Address you sent to before')).toBeVisible();
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await page.getByText('I have checked every character: this is the address I mean').click();
    await expect(next).toBeEnabled();
  });
  test('codes that expire offer a new code, and nothing entered is lost', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await toRecipient(page, 'asset=BTC&network=bitcoin');
    await page.getByRole('textbox', { name: /Recipient address/ }).fill(BTC_ADDRESS);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: /Amount/ }).fill('0.001');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/Codes expire in 4:5\d|Codes expire in 5:00/)).toBeVisible();
    await page.clock.fastForward('05:01');
    await expect(page.getByText('The codes expired')).toBeVisible();
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText(/Codes expire in/)).toBeVisible();
    await enterCodes(page);
    await page.getByRole('button', { name: 'Verify and send' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal on its way' })).toBeVisible();
    await expect(page.getByText('0.001 BTC').first()).toBeVisible();
  });
});
