import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/sign-in';

// Sign-in, the provider round trip and a deletion: more than the default 30 s on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** The demo's user with no balance, withdrawal or NFT (src/mocks/fixtures/demo-users.ts). */
const EMPTY_ACCOUNT = 'new@wallet.test';

const toastNamed = (page: Page, message: string) => page.getByRole('status', { name: message });
const kycStatus = (page: Page) => page.getByTestId('kyc-status');

/** Signs `email` in and opens profile settings (a new user is sent to /registered first), with `query` (demo faults). */
async function openProfileSettings(page: Page, email = DEMO_EMAIL, { query = '', rememberMe = false } = {}): Promise<void> {
  // Straight to the form (not through the guard's redirect): generous waits, the machine is shared.
  await page.goto('/sign-in');
  await page.locator('input[name="email"]').fill(email, { timeout: 20_000 });
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  // Remembered: the tokens are shared by every tab (otherwise each tab keeps its own session).
  if (rememberMe) await page.getByText('Remember me', { exact: true }).click();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
  await page.goto(`/profile-settings${query}`);
  // The sections' own record and the blockers load after the screen's chunk: generous on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible({ timeout: 20_000 });
}

test.describe('identity verification (KYC)', () => {
  test('starting it opens the provider, approving there comes back verified', async ({ page }) => {
    await openProfileSettings(page);
    await expect(kycStatus(page)).toHaveText('Not verified', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Start verification' }).click();

    await page.waitForURL((url) => url.pathname === '/demo/kyc-provider');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Approve: identity verified' }).click();

    await page.waitForURL((url) => url.pathname === '/profile-settings');
    await expect(kycStatus(page)).toHaveText('Verified', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Start verification' })).toHaveCount(0);
  });

  test('asked for new documents: the reason shows and the journey starts again', async ({ page }) => {
    await openProfileSettings(page);
    await page.getByRole('button', { name: 'Start verification' }).click();
    await page.getByRole('button', { name: 'Ask for new documents' }).click();
    await page.waitForURL((url) => url.pathname === '/profile-settings');
    await expect(kycStatus(page)).toHaveText('New documents needed', { timeout: 20_000 });
    await expect(page.getByText(/^Reason: The photo of your document was blurred/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send new documents' })).toBeVisible();
  });

  test('a failing start says "Error: User\'s KYC flow couldn\'t be started" and stays', async ({ page }) => {
    await openProfileSettings(page, DEMO_EMAIL, { query: '?demo-fault=POST:/identity/api/v1/users/kyc:500' });
    await page.getByRole('button', { name: 'Start verification' }).click();
    await expect(toastNamed(page, "Error: User's KYC flow couldn't be started")).toBeVisible();
    await expect(page).toHaveURL(/\/profile-settings/);
    await expect(kycStatus(page)).toHaveText('Not verified', { timeout: 20_000 });
  });
});

test.describe('account deletion', () => {
  test('blocked while the account holds balances', async ({ page }) => {
    await openProfileSettings(page);
    const blockers = page.getByTestId('closure-blockers');
    await expect(blockers).toContainText('Your account cannot be deleted yet.');
    await expect(blockers.getByText(/^a balance of /).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  });

  test('allowed for an account with nothing left: the exact email, then signed out and goodbye', async ({ page, context }) => {
    await openProfileSettings(page, EMPTY_ACCOUNT, { rememberMe: true });
    // A second tab of the same session is signed out too.
    const other = await context.newPage();
    await other.goto('/transaction-history');
    await expect(other.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible({ timeout: 20_000 });

    await expect(page.getByText('Your account holds no balance, withdrawal or NFT: it can be deleted.')).toBeVisible();
    const confirm = page.getByRole('textbox', { name: `To confirm, type your email address: ${EMPTY_ACCOUNT}` });
    const submit = page.getByRole('button', { name: 'Delete my account' });
    await confirm.fill(EMPTY_ACCOUNT.toUpperCase());
    await expect(submit).toBeDisabled();
    await confirm.fill(EMPTY_ACCOUNT);
    await submit.click();

    await page.waitForURL((url) => url.pathname === '/goodbye');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
    await expect(other).toHaveURL(/\/sign-in$/);
    // Signed out: a signed-in page sends to sign-in.
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('"Error: User couldn\'t be deleted" keeps the customer signed in', async ({ page }) => {
    await openProfileSettings(page, EMPTY_ACCOUNT, { query: '?demo-fault=DELETE:/identity/api/v1/users/:id:500' });
    await page.getByRole('textbox', { name: `To confirm, type your email address: ${EMPTY_ACCOUNT}` }).fill(EMPTY_ACCOUNT);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(toastNamed(page, "Error: User couldn't be deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/profile-settings/);
  });

  test('"Error: Couldn\'t get mew" when the own record cannot be read', async ({ page }) => {
    await openProfileSettings(page, DEMO_EMAIL, { query: '?demo-fault=POST:/identity/api/v1/users/mew:500' });
    await expect(toastNamed(page, "Error: Couldn't get mew")).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: "Error: Couldn't get mew" }).first()).toBeVisible();
  });
});
