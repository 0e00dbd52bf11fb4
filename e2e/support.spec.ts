import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signIn } from './support/sign-in';

// Journeys that sign in, send and sign in again: more than the default 30 s on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** A toast (Ark: role status, named by its message). */
const toastNamed = (page: Page, message: string) => page.getByRole('status', { name: message });

/** A real 1×1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('help', () => {
  test('searching the FAQ in English and in Turkish; links to support and deposit assistance', async ({ page }) => {
    await signIn(page, '/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('deposit arrived');
    await expect(page.getByText('1 question matches')).toBeVisible();
    await page.getByRole('button', { name: 'My deposit has not arrived. What should I do?' }).click();
    await expect(page.getByText(/fill in the deposit assistance form with the transaction hash/)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Deposit assistance form' }).click();
    await expect(page).toHaveURL(/\/unreceived-deposit-assistance$/);

    await page.evaluate(() => localStorage.setItem('app_locale', 'tr'));
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Yardım' })).toBeVisible();
    // Typed without Turkish letters, in capitals: still found.
    await page.getByRole('searchbox', { name: 'Sorularda ara' }).fill('SIFREMI');
    await page.getByRole('button', { name: 'Şifremi nasıl değiştiririm?' }).click();
    await expect(page.getByText(/Mevcut şifrenizi/)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Destekle iletişime geç' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });
});

async function fillSupportForm(page: Page) {
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Deposits' }).click();
  // Chosen before going on: a form sent without its category stays on screen with the field's message.
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(/Deposits/);
  await page.getByRole('textbox', { name: 'Subject' }).fill('ETH deposit missing');
  await page.getByRole('textbox', { name: 'Message' }).fill('I sent 0.5 ETH yesterday and it has not arrived.');
}

test.describe('support', () => {
  test('a request with an attachment, about a transaction, gets a reference', async ({ page }) => {
    await signIn(page, '/support?txId=0x9f2c4e7a');
    await expect(page.getByText('We never ask for your password or codes')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Related transaction (optional)' })).toHaveValue('0x9f2c4e7a');
    await fillSupportForm(page);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('48 of 2,000 characters');
    await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(page.getByText('receipt.png')).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
    await expect(page.getByText(/^SUP-\d+$/)).toBeVisible();
  });

  test("'Error sending contact' keeps everything typed; sending again works", async ({ page }) => {
    await signIn(page, '/support?demo-fault=POST:/identity/api/v1/contacts:500');
    await fillSupportForm(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(toastNamed(page, 'Error sending contact')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Everything you typed is still here');
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('ETH deposit missing');
    await expect(page.getByRole('combobox', { name: 'Category' })).toContainText('Deposits');

    await page.goto('/support?demo-fault=clear');
    // The draft outlived leaving the page.
    await expect(page.getByText('Continue where you left off?')).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('ETH deposit missing');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  });
});

test('support: what was typed survives an idle sign-out and is offered back after signing in again', async ({ page }) => {
  await page.clock.install();
  await signIn(page, '/support');
  await fillSupportForm(page);
  // Session storage is written as typing happens; then 15 quiet minutes sign the customer out.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await page.clock.runFor('15:01');
  await page.clock.resume();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status', { name: 'You were signed out after 15 minutes without activity.' })).toBeVisible();

  await signIn(page, '/support');
  await expect(page.getByText('Continue where you left off?')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('ETH deposit missing');
  await expect(page.getByRole('combobox', { name: 'Category' })).toContainText('Deposits');
});

test.describe('change password', () => {
  const NEW_PASSWORD = 'Fresh#Start2027';

  test('wrong current password, then the right one; signed out everywhere, the new password signs in', async ({ page }) => {
    await signIn(page, '/profile-settings/change-password');
    const current = page.locator('input[name="currentPassword"]');
    const next = page.locator('input[name="newPassword"]');
    const confirm = page.locator('input[name="confirmPassword"]');
    await current.fill('Not#MyPassword1');
    await next.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('This is not your current password. Check it and try again.')).toBeVisible();
    await expect(toastNamed(page, 'Error changing password')).toBeVisible();
    await expect(next).toHaveValue(NEW_PASSWORD);

    await current.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
    await expect(page.getByText(/Other devices where you are signed in stay signed in/)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/sign-in');
    await page.locator('input[name="email"]').fill(DEMO_EMAIL);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Wrong email or password.')).toBeVisible();
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/wallet$/);
  });

  test("'Error changing password' keeps everything typed", async ({ page }) => {
    await signIn(page, '/profile-settings/change-password?demo-fault=POST:/identity/api/v1/users/reset-password:500');
    await page.locator('input[name="currentPassword"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toastNamed(page, 'Error changing password')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your password was not changed' })).toBeVisible();
    await expect(page.locator('input[name="currentPassword"]')).toHaveValue(DEMO_PASSWORD);
  });
});
