import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/** The bell of the main layout (its name says the unread count). */
const bell = (page: Page, name: RegExp | string = /^Notifications(, \d+ unread)?$/) => page.getByRole('button', { name });
/** Behind the open (modal) panel the bell is hidden from the accessibility tree; its label still follows. */
const bellLabel = (page: Page) =>
  page.locator('button[aria-haspopup="dialog"][aria-label^="Notifications"]').filter({ visible: true });

/** A toast (Ark: role status, named by its message). The open panel hides the rest of the page from the tree. */
const toast = (page: Page, message: string) => page.getByRole('status', { name: message, includeHidden: true });

async function openPanel(page: Page, title = 'Notifications'): Promise<Locator> {
  // From the keyboard: toasts sit top-right, where this header's bell is, and may cover it for a moment.
  await bell(page).press('Enter');
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  return panel;
}

/** Its close button, from the keyboard (a toast may cover the corner for a moment). */
async function closePanel(panel: Locator, label = 'Close'): Promise<void> {
  await panel.getByRole('button', { name: label, exact: true }).press('Enter');
  await expect(panel).toBeHidden();
}

/** The demo panel's real-time section (src/mocks/devtools/realtime-section.tsx). */
async function openDemoControls(page: Page, locale: 'en' | 'tr' = 'en'): Promise<Locator> {
  await page
    .getByRole('button', { name: locale === 'en' ? 'Open the demo backend controls' : 'Demo arka uç kontrollerini aç' })
    .click();
  return page.getByRole('region', { name: locale === 'en' ? 'Real-time notifications' : 'Gerçek zamanlı bildirimler' });
}

/** With Escape: a toast may cover the close button in the corner. */
async function closeDemoControls(page: Page, locale: 'en' | 'tr' = 'en'): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: locale === 'en' ? 'Demo backend' : 'Demo arka uç' })).toBeHidden();
}

async function sendEvents(section: Locator, kind: string, count = 1, labels = { count: 'How many', send: 'Send' }) {
  // The radio's input is visually hidden under its drawn circle: choose it by its label, as people do.
  await section.getByText(kind, { exact: true }).click();
  await expect(section.getByRole('radio', { name: new RegExp(`^${kind}`) })).toBeChecked();
  await section.getByRole('textbox', { name: labels.count }).fill(String(count));
  await section.getByRole('button', { name: labels.send, exact: true }).click();
}

const unreadTab = (panel: Locator, label = 'Unread') => panel.getByRole('tab', { name: new RegExp(`^${label}`) });
const allTab = (panel: Locator, label = 'All') => panel.getByRole('tab', { name: new RegExp(`^${label}`) });
const named = (label: string, count: number) => new RegExp(`^${label}\\s*${count} notifications?$`);

/** BTC's card on the wallet page (found by address: an open dialog hides the page from the tree). */
const btcCard = (page: Page) => page.locator('a[href="/wallet/BTC"]');

/** The balance BTC's card shows ("1,234.56 BTC", en-US). */
async function btcBalance(page: Page): Promise<number> {
  const text = await btcCard(page).innerText();
  const amount = /([\d,]+\.\d+) BTC/.exec(text)?.[1];
  if (!amount) throw new Error(`No BTC balance in "${text}"`);
  return Number(amount.replaceAll(',', ''));
}

/** The socket has (re)subscribed: the demo controls count the open sockets. */
const socketOpen = (section: Locator) => expect(section.getByText('1 socket open')).toBeVisible();

test.describe('notifications', () => {
  // The other journeys run with reduced motion (playwright.config.ts); these two keep the animations every other
  // customer sees: the panel sliding in and out, toasts entering and leaving.
  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('mark one read ("Reading..." while the call runs), read all, delete one @mobile', async ({ page }) => {
      // A paused page clock holds the demo backend's answer (its simulated latency is a page timer), so
      // "Reading..." can be seen for as long as the test needs, without a fault that never answers.
      await page.clock.install();
      await signIn(page);
      const panel = await openPanel(page);
      await expect(allTab(panel)).toHaveAttribute('aria-selected', 'true');
      await expect(allTab(panel)).toHaveAccessibleName(named('All', 20));
      const unread = await panel.getByRole('button', { name: 'Mark as read' }).count();
      expect(unread).toBeGreaterThan(1);
      await expect(unreadTab(panel)).toHaveAccessibleName(named('Unread', unread));
      await expect(bellLabel(page)).toHaveAttribute('aria-label', `Notifications, ${unread} unread`);

      const first = panel.getByRole('listitem').first();
      const readItemLook = await panel
        .getByRole('listitem')
        .filter({ hasNot: page.getByRole('button', { name: 'Mark as read' }) })
        .first()
        .evaluate((item) => getComputedStyle(item).backgroundColor);
      const unreadLook = await first.evaluate((item) => getComputedStyle(item).backgroundColor);
      expect(unreadLook).not.toBe(readItemLook);

      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await first.getByRole('button', { name: 'Mark as read' }).click();
      await expect(first.getByRole('button', { name: 'Reading...' })).toBeVisible();
      await expect(unreadTab(panel)).toHaveAccessibleName(named('Unread', unread));
      await page.clock.resume();

      await expect(first.getByRole('button', { name: /Reading|Mark as read/ })).toHaveCount(0);
      await expect(first).toHaveCSS('background-color', readItemLook);
      await expect(unreadTab(panel)).toHaveAccessibleName(named('Unread', unread - 1));
      await expect(bellLabel(page)).toHaveAttribute('aria-label', `Notifications, ${unread - 1} unread`);

      await panel.getByRole('button', { name: 'Read all' }).click();
      await expect(panel.getByRole('button', { name: 'Read all' })).toBeHidden();
      await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
      await expect(unreadTab(panel)).toHaveAccessibleName(named('Unread', 0));

      const doomed = (await first.textContent()) ?? '';
      await first.getByRole('button', { name: /^Delete notification:/ }).click();
      await expect(panel.getByRole('listitem')).toHaveCount(19);
      await expect(allTab(panel)).toHaveAccessibleName(named('All', 19));
      await expect(panel.getByRole('listitem').filter({ hasText: doomed })).toHaveCount(0);

      // The server agrees: after a reload the list comes back read and without the deleted item.
      // Reloaded with the panel open: under the page clock, animation frames are timers that can land after
      // the panel's exit animation has ended, and Ark would then wait for its end for ever. The other
      // journeys close the panel on a real clock.
      await page.reload();
      await expect(bell(page, 'Notifications')).toBeVisible();
      const reloaded = await openPanel(page);
      await expect(reloaded.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
      await expect(reloaded.getByRole('listitem').filter({ hasText: doomed })).toHaveCount(0);
    });

    test('each of the four events from the demo control shows its toast and tops the list @mobile', async ({ page }) => {
      test.setTimeout(60_000);
      await signIn(page);
      await expect(bell(page, /unread/)).toBeVisible();
      const kinds = [
        { kind: 'Withdrawal finished', title: 'Withdrawal completed', message: '0.05 BTC has been sent from your wallet.' },
        { kind: 'Deposit finished', title: 'Deposit completed', message: '0.05 BTC has been credited to your wallet.' },
        { kind: 'Generic', title: 'News from the gaming hub', message: 'A new tournament starts this weekend.' },
        { kind: 'Account created', title: 'Account created', message: 'Your BTC account is ready.' },
      ];
      for (const { kind, title, message } of kinds) {
        const section = await openDemoControls(page);
        await socketOpen(section);
        await sendEvents(section, kind);
        await expect(toast(page, message)).toBeVisible();
        // A finished deposit flashes that asset's card on the wallet page, behind the controls.
        if (kind === 'Deposit finished') await expect(btcCard(page)).toHaveAttribute('data-flashing', '');
        await closeDemoControls(page);
        const panel = await openPanel(page);
        const top = panel.getByRole('listitem').first();
        await expect(top).toContainText(title);
        await expect(top).toContainText(message);
        await expect(top.getByRole('button', { name: 'Mark as read' })).toBeVisible();
        await closePanel(panel);
      }
    });
  });

  test('a simulated deposit credits the balance, toasts, lists the notification and flashes the asset', async ({ page }) => {
    await signIn(page);
    await expect(btcCard(page)).toContainText('BTC');
    const before = await btcBalance(page);
    const section = await openDemoControls(page);
    await socketOpen(section);
    await section.getByRole('button', { name: 'Simulate a deposit of 0.05 BTC' }).click();
    await expect(toast(page, '0.05 BTC has been credited to your wallet.')).toBeVisible();
    await expect(btcCard(page)).toHaveAttribute('data-flashing', '');
    // The balances were fetched again: the card shows the credited amount (2 decimals).
    await expect.poll(() => btcBalance(page)).toBeCloseTo(before + 0.05, 2);
    await closeDemoControls(page);
    const panel = await openPanel(page);
    await expect(panel.getByRole('listitem').first()).toContainText('Deposit completed');
  });

  test('after 25 GENERIC events only the newest 20 remain', async ({ page }) => {
    await signIn(page);
    await expect(bell(page, /unread/)).toBeVisible();
    const section = await openDemoControls(page);
    await socketOpen(section);
    await sendEvents(section, 'Generic', 25);
    // Ten toasts show at once; the rest follow as they time out.
    await expect(toast(page, 'A new tournament starts this weekend. (1 of 25)')).toBeVisible();
    await closeDemoControls(page);
    const panel = await openPanel(page);
    await expect(allTab(panel)).toHaveAccessibleName(named('All', 20));
    const items = panel.getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(items.first()).toContainText('News from the gaming hub (25 of 25)');
    await expect(items.last()).toContainText('News from the gaming hub (6 of 25)');
    await expect(items.filter({ hasText: '(5 of 25)' })).toHaveCount(0);
  });

  test('a dropped socket reconnects, and no notification appears twice', async ({ page }) => {
    await signIn(page);
    await expect(bell(page, /unread/)).toBeVisible();
    const section = await openDemoControls(page);
    await socketOpen(section);
    await section.getByRole('button', { name: 'Drop the socket connection' }).click();
    await expect(section.getByText('1 socket dropped; it reconnects by itself.')).toBeVisible();
    // Sent right away, most likely while pusher-js is still reconnecting (it waits a second): stored, and
    // fetched once the socket is back. Either way it arrives once.
    await sendEvents(section, 'Generic');
    await expect(toast(page, 'A new tournament starts this weekend.')).toHaveCount(1);
    await socketOpen(section);
    // Sent on the new socket.
    await sendEvents(section, 'Account created');
    await expect(toast(page, 'Your BTC account is ready.')).toHaveCount(1);
    expect(await toast(page, 'A new tournament starts this weekend.').count()).toBeLessThanOrEqual(1);
    await closeDemoControls(page);

    const panel = await openPanel(page);
    const items = panel.getByRole('listitem');
    await expect(items.filter({ hasText: 'A new tournament starts this weekend.' })).toHaveCount(1);
    await expect(items.filter({ hasText: 'Your BTC account is ready.' })).toHaveCount(1);
    await expect(items.first()).toContainText('Account created');
    await expect(items).toHaveCount(20);
  });

  test('the list cannot be loaded: an error toast, and the panel retries once the service is back', async ({ page }) => {
    await signIn(page, '/wallet?demo-fault=GET:/gamehub/api/v1/notifications:500');
    await expect(toast(page, 'Notifications load failed, retry later')).toBeVisible();
    await bell(page, 'Notifications').press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Notifications load failed, retry later')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await closePanel(panel);

    await openDemoControls(page);
    await page.getByRole('button', { name: 'Clear all faults' }).click();
    await closeDemoControls(page);
    await bell(page, 'Notifications').press('Enter');
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(20);
  });

  test('marking read fails: the error toast, and the item stays unread', async ({ page }) => {
    await signIn(page, '/wallet?demo-fault=PATCH:/gamehub/api/v1/notifications/:id/read:500');
    const panel = await openPanel(page);
    const unread = await panel.getByRole('button', { name: 'Mark as read' }).count();
    await panel.getByRole('button', { name: 'Mark as read' }).first().click();
    await expect(toast(page, 'Notification read failed, retry later')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(unread);
    await expect(unreadTab(panel)).toHaveAccessibleName(named('Unread', unread));
  });

  test('switched to Turkish: a deposit is notified in Turkish, with a decimal comma (ADR 0031)', async ({ page }) => {
    await signIn(page);
    await expect(bell(page, /unread/)).toBeVisible();
    // The customer switches language as people do (the switcher's radio inputs are visually hidden), then opens
    // another screen. The backend learns a change of language with the next call (Accept-Language: tr), and
    // writes in Turkish from then on; this screen's calls make sure there is one.
    await page.getByText('Türkçe', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Türkçe' })).toBeChecked();
    await page.getByRole('link', { name: 'İşlem Geçmişi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'İşlem Geçmişi' })).toBeVisible();

    const section = await openDemoControls(page, 'tr');
    await expect(section.getByText('1 soket açık')).toBeVisible();
    await section.getByRole('button', { name: '0,05 BTC yatırma işlemi canlandır' }).click();
    await expect(toast(page, '0,05 BTC cüzdanınıza yatırıldı.')).toBeVisible();
    await closeDemoControls(page, 'tr');
    await bell(page, /^Bildirimler/).press('Enter');
    const top = page.getByRole('dialog', { name: 'Bildirimler' }).getByRole('listitem').first();
    await expect(top).toContainText('Para yatırma tamamlandı');
    await expect(top).toContainText('0,05 BTC cüzdanınıza yatırıldı.');
  });

  test('in Turkish: the panel, marking read and a pushed event @mobile', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'tr'));
    await signIn(page);
    await expect(bell(page, /^Bildirimler, \d+ okunmamış$/)).toBeVisible();
    await bell(page, /^Bildirimler/).press('Enter');
    const panel = page.getByRole('dialog', { name: 'Bildirimler' });
    await expect(panel.getByRole('tab', { name: /^Tümü/ })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('tab', { name: /^Tümü/ })).toHaveAccessibleName(/^Tümü\s*20 bildirim$/);
    const unread = await panel.getByRole('button', { name: 'Okundu olarak işaretle' }).count();
    await panel.getByRole('button', { name: 'Okundu olarak işaretle' }).first().click();
    await expect(panel.getByRole('button', { name: 'Okundu olarak işaretle' })).toHaveCount(unread - 1);
    await expect(panel.getByRole('button', { name: 'Tümünü okundu yap' })).toBeVisible();
    await closePanel(panel, 'Kapat');

    const section = await openDemoControls(page, 'tr');
    await expect(section.getByText('1 soket açık')).toBeVisible();
    await sendEvents(section, 'Genel', 1, { count: 'Adet', send: 'Gönder' });
    await expect(toast(page, 'Bu hafta sonu yeni bir turnuva başlıyor.')).toBeVisible();
    await closeDemoControls(page, 'tr');
    await bell(page, /^Bildirimler/).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Bildirimler' }).getByRole('listitem').first()).toContainText(
      'Oyun merkezinden haberler',
    );
  });
});
