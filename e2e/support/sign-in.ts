import { expect, type Page } from '@playwright/test';
import { openBlankPage, restoreSession, storedSession, submitSignInForm } from './stored-session';

/** The demo backend's customer (src/services/config/demo.ts, src/mocks/fixtures/demo-users.ts). */
export const DEMO_EMAIL = 'demo@wallet.test';
export const DEMO_PASSWORD = 'Wallet#Demo2026';

/** `E2E_SIGN_IN=form`: every journey signs in through the form (to compare, or to rule the stored session out). */
const FORM_ONLY = process.env.E2E_SIGN_IN === 'form';

/** A page clock further than this from the real one was moved by the journey: its session comes from the form. */
const CLOCK_TOLERANCE_MS = 60_000;

/**
 * Opens `path` signed out, is sent to the sign-in form by the navigation guard, signs the demo customer in
 * through the form (so Amplify, the session machine and the Cognito mock all take part) and waits until the
 * guard has brought the customer back to `path`. Fields are found by name so it works in either language.
 * For journeys about signing in; the others use `signIn`.
 */
export async function signInWithForm(page: Page, path = '/wallet', email = DEMO_EMAIL): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in$/);
  await submitSignInForm(page, email, DEMO_PASSWORD);
  const target = new URL(path, 'http://app.test').pathname;
  await page.waitForURL((url) => url.pathname === target);
}

/**
 * Opens `path` signed in as `email`. A fresh page starts with this worker's stored session of that user (taken
 * from a real sign-in through the form less than 2 minutes ago, see stored-session.ts), so the app starts
 * signed in as it does after a reload; it then waits until the screen shows its heading, and fails if the
 * guard sent the page to sign-in. A page that has already been used (e.g. signed out by the journey) or
 * runs on a moved page clock signs in through the form, as before.
 */
export async function signIn(page: Page, path = '/wallet', email = DEMO_EMAIL): Promise<void> {
  if (FORM_ONLY || page.url() !== 'about:blank') return signInWithForm(page, path, email);
  await openBlankPage(page);
  const drift = Math.abs((await page.evaluate(() => Date.now())) - Date.now());
  if (drift > CLOCK_TOLERANCE_MS) return signInWithForm(page, path, email);
  await restoreSession(page, await storedSession(page, email, DEMO_PASSWORD));
  await page.goto(path);
  // The app's heading, not the wallet's frame drawn in the page (deploy/first-paint.ts): the app has started.
  await page.locator('#root h1').first().waitFor();
  // The target may send the customer on (e.g. an asset they do not hold goes to the wallet), never to sign-in.
  if (new URL(page.url()).pathname === '/sign-in') throw new Error(`The stored session of ${email} was not accepted.`);
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
