import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signIn } from './support/sign-in';

// /sign-in and /wallet serve a screen drawn at build time (deploy/first-paint.ts): it shows before the app's scripts
// have run, and the app takes over what the customer did meanwhile (src/app/first-paint). The app's code is held
// back here until the journey lets it go, as a slow network would.

/**
 * Opens the wallet signed in, as a returning customer: the demo backend's service worker then controls the next page
 * from its start. (Its client reloads a page the worker does not control, which would drop what the journey did
 * there before the app started.)
 */
async function signInAndReturn(page: Page): Promise<void> {
  await signIn(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Holds the app's main chunk until `release()`: until then only the drawn screen is on the page. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The app's planned chunk (deploy/chunk-plan.ts), which holds boot: the entry starts the app by importing it.
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const drawn = (page: Page) => page.locator('#first-paint');
/** Found by name, as the sign-in helper does (its label carries the show-password control's text too). */
const passwordField = (page: Page) => page.locator('input[name="password"]');

test('the sign-in form shows before the app has started, in the stored language, and cannot be sent yet @mobile', async ({
  page,
}) => {
  await holdTheApp(page);
  await page.goto('/sign-in');
  await expect(drawn(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();

  await page.evaluate(() => localStorage.setItem('app_locale', 'tr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(0);
});

/** What a drawn field's own stylesheet gives it: without it, the reset leaves a bare box. */
async function fieldLooks(page: Page) {
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return [
      style.height,
      style.width,
      style.paddingLeft,
      style.borderTopWidth,
      style.borderTopStyle,
      style.borderTopColor,
      style.borderTopLeftRadius,
      style.backgroundColor,
    ].join(' ');
  };
  return {
    email: await page.getByRole('textbox', { name: 'Email' }).evaluate(look),
    rememberMe: await page.locator('[data-scope="checkbox"][data-part="control"]').evaluate(look),
  };
}

test('the drawn form is styled as the app draws it, with the stylesheets the page names', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/sign-in');
  await expect(drawn(page)).toBeVisible();
  const beforeTheApp = await fieldLooks(page);
  release();

  await expect(drawn(page)).toHaveCount(0);
  expect(beforeTheApp).toEqual(await fieldLooks(page));
});

test('what was typed before the app started is still there when it has, and signs in', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAIL);
  await passwordField(page).fill(DEMO_PASSWORD);
  release();

  await expect(drawn(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_EMAIL);
  // The field the customer was in keeps the focus.
  await expect(passwordField(page)).toBeFocused();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});

test('a link followed before the app started opens in the app, with the email typed', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAIL);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // Not a page load without the app: the click waits for it.
  await expect(page).toHaveURL(/\/sign-in$/);
  release();

  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_EMAIL);
});

test('a customer with a stored session never sees the drawn form on the way to the wallet', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAIL);
  await passwordField(page).fill(DEMO_PASSWORD);
  release();
  await page.getByText('Remember me', { exact: true }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);

  await holdTheApp(page);
  await page.goto('/sign-in');
  await expect(page.locator('#root')).toBeAttached();
  await expect(drawn(page)).toHaveCount(0);
});

test("a customer with a stored session sees the wallet's frame before the app has started, then the wallet @mobile", async ({
  page,
}) => {
  await signInAndReturn(page);
  const release = await holdTheApp(page);
  await page.goto('/wallet');
  await expect(drawn(page)).toBeVisible();
  await expect(drawn(page).locator('h1')).toHaveText('My Wallet');
  // A picture until the app is there: a screen reader or the keyboard reaches nothing in it.
  await expect(drawn(page)).toHaveAttribute('inert', '');
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // The balances are still loading: nothing is shown that the app would then change.
  await expect(page.getByText(/^\$[\d,]+\.\d\d$/)).toHaveCount(0);
  release();

  await expect(drawn(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeEnabled();
});

test("the wallet's frame is drawn in the customer's language", async ({ page }) => {
  await signInAndReturn(page);
  await page.evaluate(() => localStorage.setItem('app_locale', 'tr'));
  const release = await holdTheApp(page);
  await page.goto('/wallet');
  await expect(drawn(page).locator('h1')).toHaveText('Cüzdanım');
  await expect(drawn(page).locator('a[aria-current="page"]').first()).toHaveText('Cüzdanım');
  await expect(drawn(page)).not.toContainText('My Wallet');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  release();

  await expect(drawn(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Cüzdanım' })).toBeVisible();
});

test("a visitor without a session never sees the wallet's frame on the way to sign-in @mobile", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/wallet');
  await expect(page.locator('#root')).toBeAttached();
  await expect(drawn(page)).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
