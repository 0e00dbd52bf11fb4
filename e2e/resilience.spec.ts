import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const APP_CHUNKS = /\/assets\/.+\.js$/;

/**
 * After a deploy, the chunk of a screen the tab has not loaded yet is gone. Simulated by aborting every
 * script the page had not fetched by the time the customer is signed in: the wallet screen's chunk among them.
 */
test.describe('never a blank page', () => {
  test('a screen whose chunk cannot load reloads once by itself, then says a new version is available', async ({
    page,
    context,
  }) => {
    const scripts = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    // Sign in on a screen without a chunk of its own, so the wallet chunk is still to come.
    await signIn(page, '/profile-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

    const aborted: string[] = [];
    await context.route(APP_CHUNKS, async (route) => {
      if (scripts.has(route.request().url())) return route.continue();
      aborted.push(route.request().url());
      return route.abort('failed');
    });
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.getByRole('navigation').getByRole('link', { name: 'My Wallet' }).first().click();

    await expect(page.getByRole('heading', { level: 1, name: 'A new version is available' })).toBeVisible();
    await expect(page).toHaveURL(/\/wallet$/);
    // Exactly one automatic reload, remembered in sessionStorage: no loop.
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('new_version_reload'))).not.toBeNull();
    expect(aborted.length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);

    // The button reloads; with the chunk back (the deploy is done), the wallet opens.
    await context.unroute(APP_CHUNKS);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  });
});
