import { expect, test, type Page, type Request } from '@playwright/test';
import { followRequests } from './support/network-quiet';

/**
 * Sign-in, sign-up and the session, against the demo build (Cognito mock and REST mock in the browser).
 * Demo accounts: demo@wallet.test (customer), new@wallet.test (nw = 1); password Wallet#Demo2026; code 123456.
 */
const PASSWORD = 'Wallet#Demo2026';
const CUSTOMER = 'demo@wallet.test';
const NEWCOMER = 'new@wallet.test';
/** The Cognito mock's test controls (src/mocks/cognito/state.ts), read from localStorage at each call. */
const COGNITO_CONTROLS = 'wallet-demo:cognito-controls';

const isRefresh = (request: Request) =>
  request.url().startsWith('https://cognito-idp.wallet.demo') &&
  request.headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken';

/** Sets the Cognito mock's controls before the app starts, unless a test step has changed them since. */
async function cognitoControls(page: Page, controls: { accessTokenLifetimeSeconds?: number; refreshFaults?: string[] }) {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [COGNITO_CONTROLS, JSON.stringify(controls)] as const,
  );
}

/** Counts the token refreshes the page asks the provider for. */
function countRefreshes(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (isRefresh(request)) count += 1;
  });
  return () => count;
}

async function signIn(page: Page, email: string, { rememberMe = false, password = PASSWORD } = {}) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  // The checkbox's input is visually hidden: click its label, as a person does.
  if (rememberMe) await page.getByText('Remember me', { exact: true }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('sign-in', () => {
  test('a signed-out visit to /send goes through sign-in and lands on /send', async ({ page }) => {
    await page.goto('/send');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page).toHaveTitle('Sign in | Wallet brand');
    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(/\/send$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Send' })).toBeVisible();
  });

  test('wrong password: one message, nothing typed is lost; the demo box fills the form in', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, CUSTOMER, { password: 'Wrong#Password1' });
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(CUSTOMER);
    await page.getByRole('button', { name: 'Fill in' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/wallet$/);
  });

  test('in Turkish, on a phone @mobile', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'tr'));
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page.getByText('E-postanızı girin.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-posta' })).toBeFocused();
    await page.getByRole('button', { name: 'Doldur' }).click();
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page).toHaveTitle('Cüzdanım | Wallet brand');
  });

  test('a stored target on another host (//evil.example) is ignored', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('redirect_path', '//evil.example'));
    await page.goto('/sign-in');
    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/wallet$/);
  });

  test('an unknown path goes to the wallet', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(/\/wallet$/);
    await page.goto('/some/unknown');
    await expect(page).toHaveURL(/\/wallet$/);
  });
});

test.describe('remember me', () => {
  test('without it, the session lives in this tab only: a reload keeps it, a new page does not', async ({ page, context }) => {
    await page.goto('/sign-in');
    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(/\/wallet$/);
    await page.reload();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/wallet');
    await expect(other).toHaveURL(/\/sign-in$/);
  });

  test('with it, a new page in the same browser is still signed in', async ({ page, context }) => {
    await page.goto('/sign-in');
    await signIn(page, CUSTOMER, { rememberMe: true });
    await expect(page).toHaveURL(/\/wallet$/);

    const other = await context.newPage();
    await other.goto('/wallet');
    await expect(other.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await expect(other).toHaveURL(/\/wallet$/);
  });
});

test.describe('token refresh', () => {
  test('an access token that expires mid-session is refreshed once, without the customer noticing', async ({ page }) => {
    // Tokens live 8 s (Amplify counts them expired 5 s early).
    await cognitoControls(page, { accessTokenLifetimeSeconds: 8 });
    const refreshes = countRefreshes(page);
    const requests = followRequests(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/api/v1/')) apiCalls.push(request.headers().authorization ?? '');
    });
    await page.goto('/sign-in');
    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await expect.poll(() => apiCalls.length).toBeGreaterThan(0);
    const firstToken = apiCalls[0];
    // When this page was loaded: a reload would change it.
    const origin = await page.evaluate(() => performance.timeOrigin);

    // Let the access token expire, then go on in the app: to another page and back, then to page 2 of the
    // assets. The guard and the API calls find the token expired; one refresh serves them all. The wallet has
    // finished loading first (no refresh of its own under way), and the token that refresh brings lives an hour:
    // on a busy machine the clicks below can take longer than an 8 s token's 3 usable seconds.
    await requests.settled();
    await page.waitForTimeout(4_000);
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ accessTokenLifetimeSeconds: 3600 })),
      COGNITO_CONTROLS,
    );
    const before = refreshes();
    const callsBefore = apiCalls.length;
    await page.getByRole('link', { name: 'Transaction History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
    await page.getByRole('link', { name: 'My Wallet' }).click();
    await page.getByRole('button', { name: 'Page 2 of 3' }).click();
    await expect(page).toHaveURL(/\/wallet\?page=2$/);
    await expect(page.getByRole('link', { name: /^DOT/ })).toBeVisible();
    await expect.poll(() => refreshes() - before).toBe(1);
    // The calls after it carried the new token, and the page never reloaded. The history asks for its first page
    // after the expiry; the wallet's page 2 is cut from the accounts it already holds (no call).
    await expect.poll(() => apiCalls.length - callsBefore).toBeGreaterThan(0);
    const later = apiCalls.slice(callsBefore);
    expect(later.every((authorization) => authorization.startsWith('Bearer ') && authorization !== firstToken)).toBe(true);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(origin);
    await page.waitForTimeout(500);
    expect(refreshes() - before).toBe(1);
  });

  test('a refresh answered NotAuthorized signs the customer out', async ({ page }) => {
    await cognitoControls(page, { accessTokenLifetimeSeconds: 6 });
    const refreshes = countRefreshes(page);
    await page.goto('/sign-in');
    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(/\/wallet$/);
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ accessTokenLifetimeSeconds: 6, refreshFaults: ['notAuthorized'] })),
      COGNITO_CONTROLS,
    );
    // The access token expires; the next page asks for a refresh, which the provider refuses.
    await page.waitForTimeout(2_000);
    await page.goto('/send');
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(refreshes()).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => localStorage.getItem('signed_in'))).toBeNull();
  });
});

test.describe('sign-out', () => {
  test('Log Out ends at / and then says "You have been logged out." @mobile', async ({ page, isMobile }) => {
    await page.goto('/sign-in');
    await signIn(page, CUSTOMER, { rememberMe: true });
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    // On a phone the navigation, with Log Out, is behind the menu button.
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status', { name: 'You have been logged out.' })).toBeVisible();
    // The marker was shown once and removed; the session is gone, so the wallet asks for a sign-in again.
    expect(await page.evaluate(() => localStorage.getItem('signed_out'))).toBeNull();
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('new users', () => {
  test('new@wallet.test is taken to /registered and, after completing, to the wallet @mobile', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, NEWCOMER);
    await expect(page).toHaveURL(/\/registered$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is almost ready' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Nil');
    await page.getByLabel('Date of birth').fill('02/03/1995');
    await page.getByText(/These details are correct/).click();
    await expect(page.getByRole('checkbox', { name: /These details are correct/ })).toBeChecked();
    await page.getByRole('button', { name: 'Open my wallet' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    // The new-user flag stays cleared after a reload.
    await page.reload();
    await expect(page).toHaveURL(/\/wallet$/);
  });

  test('a full sign-up in Turkish with the demo code 123456 ends on /registered', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'tr'));
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Hesabınızı oluşturun' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ece');
    await page.getByRole('textbox', { name: 'Soyad' }).fill('Demir');
    await page.getByRole('textbox', { name: 'E-posta' }).fill('ece.demir@wallet.test');
    await page.getByRole('textbox', { name: 'Telefon numarası' }).fill('5321234567');
    await page.locator('input[name="password"]').fill('Str0ng#Pass');
    await expect(page.getByRole('listitem').filter({ hasText: 'En az 8 karakter' })).toHaveAttribute('data-met', 'true');
    await page.locator('input[name="confirmPassword"]').fill('Str0ng#Pass');
    await page.getByText(/Kullanım koşullarını/).click();
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'E-postanızı kontrol edin' })).toBeVisible();
    await expect(page.getByRole('button', { name: /saniye sonra tekrar gönder/ })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill('123456');
    await page.getByRole('button', { name: 'E-postayı doğrula' }).click();

    await expect(page).toHaveURL(/\/registered$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hesabınız neredeyse hazır' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ad', exact: true })).toHaveValue('Ece');
  });

  test('forgot password: a code, a new password, then sign-in with it', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMER);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(CUSTOMER);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.locator('input[name="password"]').fill('N3w#Password');
    await page.locator('input[name="confirmPassword"]').fill('N3w#Password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(CUSTOMER);
    await page.locator('input[name="password"]').fill('N3w#Password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/wallet$/);
  });
});
