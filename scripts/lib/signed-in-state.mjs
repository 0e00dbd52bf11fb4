// A prepared session for benchmarks of signed-in pages: the demo customer signed in with "Remember me" (tokens in
// localStorage) on a build served at `baseURL`, returned as Playwright's storage state.
export const DEMO_CUSTOMER = { email: 'demo@wallet.test', password: 'Wallet#Demo2026' };

export async function signedInState(browser, baseURL) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/sign-in');
  // The app's own form (the drawn one gives way to it once the app has started).
  await page.locator('#first-paint').waitFor({ state: 'detached' });
  await page.locator('input[name="email"]').fill(DEMO_CUSTOMER.email);
  await page.locator('input[name="password"]').fill(DEMO_CUSTOMER.password);
  await page.getByText('Remember me', { exact: true }).click();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/wallet');
  await page.getByRole('heading', { level: 1, name: 'My Wallet' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}
