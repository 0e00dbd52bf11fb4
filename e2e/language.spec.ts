import { expect, test, type Page } from '@playwright/test';
import { submitSignInForm } from './support/stored-session';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/sign-in';

// Each feature's texts load with its first screen (src/app/i18n/app-messages.ts): a change of language must
// reach the screen on show and every screen opened afterwards, never leaving a message id on the page.
const MESSAGE_ID = /\b(?:app|ds|auth|wallet|transactions|send|routes)\.[a-z][\w-]*\.[\w.-]+/;

async function expectNoMessageIds(page: Page) {
  await expect(page.locator('body')).not.toContainText(MESSAGE_ID);
}

/** Clicks a language of the switcher, as a customer does (its radio inputs are visually hidden). */
async function chooseLanguage(page: Page, name: 'English' | 'Türkçe') {
  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

test('the language chosen on sign-in, and changed later, reaches every screen opened afterwards', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await chooseLanguage(page, 'Türkçe');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expect(await page.evaluate(() => localStorage.getItem('app_locale'))).toBe('tr');

  await submitSignInForm(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Cüzdanım' })).toBeVisible();
  await expectNoMessageIds(page);

  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();

  // A feature not opened yet: its texts arrive in the language now chosen.
  await page.getByRole('link', { name: 'Transaction History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  await expectNoMessageIds(page);

  // Back to Turkish: the screen on show and one opened afterwards.
  await chooseLanguage(page, 'Türkçe');
  await expect(page.getByRole('heading', { level: 1, name: 'İşlem Geçmişi' })).toBeVisible();
  await page.getByRole('link', { name: 'Gönder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gönder' })).toBeVisible();
  await expectNoMessageIds(page);

  // Reloaded, the app starts in the stored language and loads this screen's texts with it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gönder' })).toBeVisible();
  await expectNoMessageIds(page);
});
