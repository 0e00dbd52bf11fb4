import { writeFileSync } from 'node:fs';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/sign-in';

// The first visit of each test downloads and parses every chunk: slow when the machine is shared.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Like support/sign-in's `signIn`, with this file's patience. */
async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.locator('input[name="email"]').fill(DEMO_EMAIL);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  const target = new URL(path, 'http://app.test').pathname;
  await page.waitForURL((url) => url.pathname === target, { timeout: 30_000 });
}

// Sign-in, then image decoding and uploads: more than the default 30 s on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

const toastNamed = (page: Page, message: string) => page.getByRole('status', { name: message });

/** A real 2×2 PNG (the cropper decodes it). */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOosXoLRAwQCgAsHgaNcEINWQAAAABJRU5ErkJggg==',
  'base64',
);

const firstName = (page: Page) => page.getByRole('textbox', { name: /^First name/ });

test.describe('profile settings', () => {
  test('a new name shows in the layout at once and after a reload', async ({ page }) => {
    await signIn(page, '/profile-settings');
    await expect(firstName(page)).toHaveValue('Deniz');
    await firstName(page).fill('Derya');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByText('Derya Yılmaz').first()).toBeVisible();
    await page.reload();
    await expect(firstName(page)).toHaveValue('Derya');
    await page.goto('/wallet');
    await expect(page.getByText('Derya Yılmaz').first()).toBeVisible();
  });

  test('a chosen picture is cropped, uploaded, and the avatar changes everywhere', async ({ page }) => {
    await signIn(page, '/profile-settings');
    const avatar = page.getByRole('main').getByRole('img', { name: 'Deniz Yılmaz' });
    // The picture itself, not the initials that stand in while it loads.
    await expect(avatar).toHaveAttribute('src', /\?t=\d+/);
    const before = await avatar.getAttribute('src');
    await page.getByTestId('profile-image-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_BYTES });
    const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(dialog.getByRole('img', { name: 'The picture you chose' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save picture' }).click();
    await expect(dialog).toBeHidden();
    // The initials stand in (the same name, no src) until the new picture has loaded.
    await expect
      .poll(async () => {
        const src = await avatar.getAttribute('src');
        return src !== null && src !== before;
      })
      .toBe(true);
    const after = await avatar.getAttribute('src');
    expect(after).toMatch(/[?&]t=\d+/);
    // The layout's avatar shows the same new picture.
    await expect(
      page.locator(`header img[src="${after}"], nav img[src="${after}"], aside img[src="${after}"]`).first(),
    ).toBeAttached();
  });

  test('a picture over 5 MB is refused before any upload', async ({ page }, testInfo) => {
    await signIn(page, '/profile-settings');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/image')) uploads += 1;
    });
    // From a file on disk, as a customer picks one: the browser reads it itself. Handed over as a buffer, the 5 MB
    // travelled through Playwright's protocol, a few seconds on a busy machine.
    const big = testInfo.outputPath('huge.png');
    writeFileSync(big, Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]));
    await page.getByTestId('profile-image-input').setInputFiles(big);
    await expect(page.getByText('This picture is larger than 5 MB. Choose a smaller one.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(uploads).toBe(0);
  });

  test("'Error updating user' keeps everything typed; saving again works", async ({ page }) => {
    await signIn(page, '/profile-settings?demo-fault=PUT:/identity/api/v1/users/:id:500');
    await firstName(page).fill('Derya');
    await page.getByRole('textbox', { name: /^Nickname/ }).fill('derya77');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastNamed(page, 'Error updating user')).toBeVisible();
    await expect(page.getByText(/Your changes were not saved/)).toBeVisible();
    await expect(firstName(page)).toHaveValue('Derya');
    await expect(page.getByRole('textbox', { name: /^Nickname/ })).toHaveValue('derya77');

    await page.goto('/profile-settings?demo-fault=clear');
    await firstName(page).fill('Derya');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  });
});

/**
 * The country's flag is an image file of the build, and the server's answer (its CSP included) lets it show. Its
 * name may be another country's: flags drawn alike (the United States and its outlying islands) are one file.
 */
async function expectFlagServed(trigger: Locator) {
  const flag = trigger.locator('img');
  await expect(flag).toHaveAttribute('src', /^\/assets\/[A-Z]{2}-[\w-]+\.svg$/);
  await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

test.describe('phone number on sign-up with the country lookup unreachable', () => {
  const NO_LOOKUP = '/sign-up?demo-fault=GET:/demo/country-lookup:network';
  const phone = (page: Page, name: string) => page.getByRole('textbox', { name });

  test('in English the number is judged as a US number, never silently prefixed with +', async ({ page }) => {
    await page.goto(NO_LOOKUP);
    await expect(page.getByRole('combobox', { name: /United States \(\+1\)/ })).toBeVisible();
    await expectFlagServed(page.getByRole('combobox', { name: /United States/ }));
    await phone(page, 'Phone number').pressSequentially('5321234567');
    await expect(phone(page, 'Phone number')).not.toHaveValue(/^\+/);
    await phone(page, 'Phone number').blur();
    await expect(page.getByText('This is not a valid phone number for the selected country.')).toBeVisible();
  });

  test('in Turkish the same digits are a valid Turkish number', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'tr'));
    await page.goto(NO_LOOKUP);
    await expect(page.getByRole('combobox', { name: /Türkiye \(\+90\)/ })).toBeVisible();
    await expectFlagServed(page.getByRole('combobox', { name: /Türkiye/ }));
    await phone(page, 'Telefon numarası').pressSequentially('5321234567');
    await expect(phone(page, 'Telefon numarası')).toHaveValue('532 123 45 67');
    await phone(page, 'Telefon numarası').blur();
    await expect(page.getByText('Bu, seçilen ülke için geçerli bir telefon numarası değil.')).toHaveCount(0);
  });
});
