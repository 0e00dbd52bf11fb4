import { expect, test, type Page, type Request } from '@playwright/test';
import { followRequests } from './support/network-quiet';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/sign-in';

/**
 * Session safety (spec section 4, ADR 0005) against the demo build: a sign-out reaches every tab, and a
 * refresh that fails for good signs the customer out to sign-in with the target kept. No API call ever leaves
 * without a token.
 */

/** The Cognito mock's test controls (src/mocks/cognito/state.ts), read from localStorage at each call. */
const COGNITO_CONTROLS = 'wallet-demo:cognito-controls';
const API_HOST = 'https://api.wallet.demo';

/** The three REST services (images such as avatars come from the same host but are not API calls). */
const SERVICE_PATHS = ['/wallet/api/', '/identity/api/', '/gamehub/api/'];
const isApiCall = (request: Request) =>
  request.method() !== 'OPTIONS' && SERVICE_PATHS.some((path) => request.url().startsWith(`${API_HOST}${path}`));
const isRefresh = (request: Request) =>
  request.url().startsWith('https://cognito-idp.wallet.demo') &&
  request.headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken';

interface ApiCall {
  at: number;
  url: string;
  authorised: boolean;
}

/** Records the API calls a page sends, with or without an Authorization header. */
function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request) => {
    if (isApiCall(request)) calls.push({ at: Date.now(), url: request.url(), authorised: 'authorization' in request.headers() });
  });
  return calls;
}

async function signInWithForm(page: Page, { rememberMe }: { rememberMe: boolean }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAIL);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  // The checkbox's input is visually hidden: click its label, as a person does.
  if (rememberMe) await page.getByText('Remember me', { exact: true }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('signing out in one tab signs the other out within 2 s; it sends no further authorised request', async ({ context }) => {
  const first = await context.newPage();
  const firstRequests = followRequests(first);
  await first.goto('/sign-in');
  await signInWithForm(first, { rememberMe: true });
  await expect(first.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();

  // A second tab of the same browser shares the remembered session.
  const second = await context.newPage();
  const secondRequests = followRequests(second);
  const secondCalls = recordApiCalls(second);
  await second.goto('/transaction-history');
  await expect(second.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  await expect.poll(() => secondCalls.filter((call) => call.authorised).length).toBeGreaterThan(0);
  // Both tabs have finished loading, as tabs a customer leaves open have: the 2 s are the sign-out's, not a
  // page load's still under way on a busy machine (a tab's messages wait for its main thread).
  await Promise.all([firstRequests.settled(), secondRequests.settled()]);

  await first.bringToFront();
  await first.getByRole('button', { name: 'Log Out' }).click();
  const signedOutAt = Date.now();
  // The other tab is on sign-in within 2 seconds of the sign-out.
  await expect.poll(() => new URL(second.url()).pathname, { timeout: 2_000, intervals: [50] }).toBe('/sign-in');
  await expect(first).toHaveURL(/\/$/);
  await expect(second.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Whatever the tab does next (here: it comes to the front and is used again), nothing goes out with a token.
  await second.bringToFront();
  await second.goto('/wallet');
  await expect(second).toHaveURL(/\/sign-in$/);
  await second.waitForTimeout(1_000);
  const late = secondCalls.filter((call) => call.at > signedOutAt + 250);
  expect(late.filter((call) => call.authorised)).toEqual([]);
  expect(late).toEqual([]);
});

test('a refresh answered 500 signs the customer out to sign-in, the target kept; no call leaves without a token', async ({
  page,
}) => {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [COGNITO_CONTROLS, JSON.stringify({ accessTokenLifetimeSeconds: 6 })] as const,
  );
  const calls = recordApiCalls(page);
  const requests = followRequests(page);
  let refreshes = 0;
  page.on('request', (request) => {
    if (isRefresh(request)) refreshes += 1;
  });

  await page.goto('/sign-in');
  await signInWithForm(page, { rememberMe: false });
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  // The wallet has finished loading: a call it still had to make would meet the faults below and sign the customer
  // out on /wallet, where the reload below would cut the notice short.
  await requests.settled();
  // Amplify tries a failed refresh 3 times; every attempt is answered 500.
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        // More than one refresh's worth: a refresh already under way may take the first of them.
        JSON.stringify({ accessTokenLifetimeSeconds: 6, refreshFaults: Array.from({ length: 6 }, () => 'serverError') }),
      ),
    COGNITO_CONTROLS,
  );
  // The access token expires (6 s, Amplify counts it expired 5 s early); the next page needs a refresh.
  await page.waitForTimeout(2_000);
  // The notice shows for 3 s from one second after the sign-out, which can be over before the sign-in screen's
  // chunks have loaded on a busy machine: watch for it from the start rather than after the URL has changed.
  const notice = page.getByRole('status', { name: 'You have been logged out.' }).waitFor({ state: 'visible', timeout: 20_000 });
  await page.goto('/send');

  await expect(page).toHaveURL(/\/sign-in$/);
  expect(refreshes).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => localStorage.getItem('signed_in'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('redirect_path'))).toBe('/send');
  await notice;
  // Every API call the app made carried a token.
  expect(calls.filter((call) => !call.authorised)).toEqual([]);

  // Signing in again continues to the kept target.
  await page.evaluate((key) => localStorage.removeItem(key), COGNITO_CONTROLS);
  await signInWithForm(page, { rememberMe: false });
  await expect(page).toHaveURL(/\/send$/);
});

test('two tabs whose tokens expire together make one refresh between them, and both carry on', async ({ context }) => {
  test.setTimeout(45_000);
  // 12 s tokens: Amplify counts them expired 5 s early, so a refreshed one stays usable for about 7 s.
  await context.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [COGNITO_CONTROLS, JSON.stringify({ accessTokenLifetimeSeconds: 12 })] as const,
  );
  const first = await context.newPage();
  const firstRequests = followRequests(first);
  await first.goto('/sign-in');
  await signInWithForm(first, { rememberMe: true });
  await expect(first.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  const second = await context.newPage();
  const secondRequests = followRequests(second);
  await second.goto('/transaction-history');
  await expect(second.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  // Both tabs have finished loading (no refresh of their own under way), and the token the shared refresh brings
  // lives an hour: on a busy machine the two pages below can take longer than a 12 s token's 7 usable seconds,
  // which would need a second, legitimate refresh.
  await Promise.all([firstRequests.settled(), secondRequests.settled()]);
  await first.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ accessTokenLifetimeSeconds: 3600 })),
    COGNITO_CONTROLS,
  );

  let refreshes = 0;
  for (const page of [first, second]) {
    page.on('request', (request) => {
      if (isRefresh(request)) refreshes += 1;
    });
  }
  const secondCalls = recordApiCalls(second);
  // Both tabs find the shared token expired at the same moment.
  await first.waitForTimeout(8_000);
  await Promise.all([first.goto('/send'), second.goto('/wallet')]);
  await expect(first.getByRole('heading', { level: 1, name: 'Send' })).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  expect(refreshes).toBe(1);
  await expect.poll(() => secondCalls.filter((call) => call.authorised).length).toBeGreaterThan(0);
  expect(secondCalls.filter((call) => !call.authorised)).toEqual([]);
});
