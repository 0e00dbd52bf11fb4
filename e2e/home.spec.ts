import { expect, test } from '@playwright/test';

test.describe('home', () => {
  test('a visitor sees the welcome screen, titled as the spec says @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page).toHaveTitle('Welcome | Wallet brand');
  });

  test('the demo backend is running in the browser', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    const workerScripts = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.active?.scriptURL ?? ''),
    );
    expect(workerScripts.some((url) => url.endsWith('/demo-service-worker.js'))).toBe(true);
    // The app's own files go to the network, not through the demo backend (deploy/demo-service-worker.ts).
    const ownFiles: { url: string; viaWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).origin === new URL(page.url()).origin)
        ownFiles.push({ url: response.url(), viaWorker: response.fromServiceWorker() });
    });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(ownFiles.length).toBeGreaterThan(0);
    expect(ownFiles.filter((file) => file.viaWorker)).toEqual([]);
  });

  test('the stored locale is used at start', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'tr'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoş geldiniz' })).toBeVisible();
    await expect(page).toHaveTitle('Hoş geldiniz | Wallet brand');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });
});
