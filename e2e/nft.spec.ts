import { expect, test, type Page } from '@playwright/test';
import { walletGet } from './support/demo-api';
import { signIn } from './support/sign-in';

/** A checksummed (EIP-55) address the demo customer has never sent to. */
const NEW_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

interface Nft {
  id: string;
  name: string;
  balance: number;
  supply: number;
  status: string;
}

const toast = (page: Page, message: string) => page.getByRole('status', { name: message });
const cards = (page: Page) => page.getByRole('list', { name: 'My NFTs' }).getByRole('link');
const imageInput = (page: Page) => page.locator('input[type="file"]');
/** Text inside the create form (the live region repeats refusals for screen readers). */
const inForm = (page: Page, text: string | RegExp) => page.getByRole('form', { name: 'Create NFT' }).getByText(text);

/** A 16×16 PNG (violet and yellow squares). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJElEQVR42mOosXoLR7/OiMIRLnGGQaiBGEXI4oNRw2g8DAoNAN0kvxD1xeN4AAAAAElFTkSuQmCC',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

test.describe('NFTs', () => {
  test('create: an SVG and a renamed file are refused, a PNG is minted and listed first', async ({ page }) => {
    // Three files, a mint, the list, the drawer and a reload: longer than the other journeys (as support.spec.ts).
    test.setTimeout(90_000);
    await signIn(page, '/nft/create');
    await imageInput(page).setInputFiles({ name: 'art.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await expect(inForm(page, /art\.svg is not an accepted file type/)).toBeVisible();
    // Right after a refused file (the case that once read as "nothing chosen" and never showed a verdict).
    await imageInput(page).setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: Buffer.from('MZ not an image') });
    await expect(inForm(page, 'invoice.png is not a JPEG, PNG, GIF or WebP image.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Koi');
    await page.getByRole('button', { name: 'Create NFT' }).click();
    await expect(page).toHaveURL(/\/nft\/create$/);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('E2E Koi');

    await imageInput(page).setInputFiles({ name: 'koi.png', mimeType: 'image/png', buffer: PNG });
    await expect(inForm(page, 'invoice.png is not a JPEG, PNG, GIF or WebP image.')).toBeHidden();
    await page.getByRole('textbox', { name: /^Supply/ }).fill('5');
    await page.getByRole('button', { name: 'Add property' }).click();
    await page.getByRole('textbox', { name: 'Trait 1' }).fill('Rarity');
    await page.getByRole('textbox', { name: 'Value 1' }).fill('Epic');
    await expect(page.getByTestId('nft-preview')).toContainText('E2E Koi');
    await expect(page.getByTestId('nft-preview').locator('img')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Create NFT' }).click();

    await expect(page).toHaveURL(/\/nft$/);
    await expect(toast(page, 'E2E Koi was created.')).toBeVisible();
    // Minted: the form's draft (kept while typing, ADR 0014) is gone.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.endsWith(':nft-create')))).toEqual([]);
    await expect(cards(page).first()).toContainText('E2E Koi');
    await expect(cards(page).first()).toContainText('Owned: 5');
    await cards(page).first().click();
    const drawer = page.getByRole('dialog', { name: 'E2E Koi' });
    await expect(drawer.getByTestId('nft-owned')).toHaveText(/5 of 5/);
    await expect(drawer.getByRole('list', { name: 'Properties' })).toContainText('Epic');
    // The image outlives a reload: it is kept beside the demo database (IndexedDB), not in localStorage.
    await page.reload();
    const art = page.getByRole('dialog', { name: 'E2E Koi' }).getByRole('img', { name: 'E2E Koi' });
    await expect(art).toBeVisible();
    await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(16);
  });

  test('transfer 2 of 5: a look-alike of a past recipient is caught first, then the list shows 3 and the history the transfer', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, '/nft');
    const mine = await walletGet<{ data: Nft[] }>(page, '/nft?per_page=100');
    const five = mine.data.find((nft) => nft.balance === 5 && nft.status === 'minted');
    expect(five, 'the demo customer holds 5 units of an NFT').toBeDefined();
    const nft = five as Nft;
    const past = await walletGet<{ data: Array<{ address: string | null }> }>(
      page,
      '/transactions?type=withdrawal&status=completed&per_page=100',
    );
    const evm = past.data.find((tx) => tx.address?.startsWith('0x'))?.address ?? '';
    expect(evm, 'the demo customer has sent to an EVM address before').not.toBe('');
    // Same "0x" + 4 first and 4 last characters, a different middle: what address poisoning produces.
    const poisoned = `${evm.slice(0, 6)}${'0'.repeat(evm.length - 10)}${evm.slice(-4)}`;

    await page.goto(`/nft/transfer/${nft.id}`);
    await expect(page.getByTestId('nft-summary')).toContainText(nft.name);
    await page.getByRole('textbox', { name: /^Recipient address/ }).fill(poisoned);
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('2');
    await expect(page.getByText('This address looks like one you used before')).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer NFT' })).toBeVisible();

    await page.getByRole('textbox', { name: /^Recipient address/ }).fill(NEW_ADDRESS);
    await expect(page.getByText('This address looks like one you used before')).toBeHidden();
    await expect(page.getByText('First transfer to this address')).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('review-amount')).toContainText('2 of the 5 you hold');
    const transfers: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/nft/ERC1155/transfer')) transfers.push(request.url());
    });
    const confirm = page.getByRole('button', { name: 'Transfer 2 units' });
    await confirm.dblclick();
    await expect(page).toHaveURL(/\/nft$/);
    await expect(toast(page, `2 units of ${nft.name} on the way.`)).toBeVisible();
    expect(transfers.length).toBeLessThanOrEqual(1);

    const after = await walletGet<Nft>(page, `/nft/${nft.id}`);
    expect(after.balance).toBe(3);
    await expect(cards(page).filter({ hasText: nft.name })).toContainText('Owned: 3');

    // The transfer is in the history (ADR 0030): "NFT transfer", 2 units out, pending until it lands by itself.
    await page.getByRole('navigation').getByRole('link', { name: 'Transaction History' }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'NFT transfer' }).click();
    await expect(page).toHaveURL(/type=nft_transfer/);
    const entry = page.getByRole('row').filter({ hasText: `\u22122 ${nft.name}` });
    await expect(entry).toContainText(/Pending|Completed/);
    await expect(entry).toContainText('Completed', { timeout: 15_000 });
    await entry.getByRole('link').click();
    const details = page.getByRole('dialog', { name: 'NFT transfer details' });
    // The address is shown in groups of four.
    await expect
      .poll(async () => (await details.getByTestId('detail-to').textContent())?.replace(/\s/g, ''))
      .toContain(NEW_ADDRESS);
    await details.getByRole('link', { name: 'View NFT' }).click();
    await expect(page).toHaveURL(new RegExp(`/nft\\?nft=${nft.id}$`));
    await expect(page.getByRole('dialog', { name: nft.name })).toBeVisible();
  });

  test('?page=abc shows the page error and goes to the first page', async ({ page }) => {
    await signIn(page, '/nft');
    await page.goto('/nft?page=abc');
    await expect(toast(page, 'Invalid page number, redirecting to first page')).toBeVisible();
    await expect(page).toHaveURL(/\/nft$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('an unknown id on the transfer route goes back to /nft with an error toast', async ({ page }) => {
    await signIn(page, '/nft');
    await page.goto('/nft/transfer/nft_unknown');
    await expect(page).toHaveURL(/\/nft$/);
    await expect(toast(page, 'This NFT is not among yours')).toBeVisible();
  });
});
