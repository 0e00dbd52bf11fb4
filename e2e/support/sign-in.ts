import { expect, type Page } from '@playwright/test';

/** The demo backend's customer (src/services/config/demo.ts, src/mocks/fixtures/demo-users.ts). */
export const DEMO_EMAIL = 'demo@wallet.test';
export const DEMO_PASSWORD = 'Wallet#Demo2026';

/**
 * Opens `path` signed out, is sent to the sign-in form by the navigation guard, signs the demo customer in
 * through the form (so Amplify, the session machine and the Cognito mock all take part) and waits until the
 * guard has brought the customer back to `path`. Fields are found by name so it works in either language.
 */
export async function signIn(page: Page, path = '/wallet', email = DEMO_EMAIL): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  const target = new URL(path, 'http://app.test').pathname;
  await page.waitForURL((url) => url.pathname === target);
}

/** The signed-in customer's access token, as Amplify stored it (session or persistent storage). */
export function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const storage of [sessionStorage, localStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.accessToken')) return storage.getItem(key) ?? '';
      }
    }
    throw new Error('No access token stored: sign in first.');
  });
}
