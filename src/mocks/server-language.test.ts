/**
 * The demo backend writes notifications and transaction logs in the customer's language: the one their last
 * request asked for (Accept-Language, which the app's API clients send from app_locale), else English (ADR 0031).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { gamehubApi, identityApi, newIdempotencyKey, walletApi } from '@/services/api';
import { actAsDemoUser } from './act-as';
import { startWithdrawal } from './db/actions';
import {
  configureDb,
  getDb,
  resetDb,
  runPendingJobs,
  sendPanelEvents,
  sendTestNotification,
  simulateDeposit,
  updateDb,
} from './db';
import { amountText } from './db/texts';
import { demoEvents, type DemoBackendEvents } from './events';
import { demoUsers } from './fixtures/demo-users';
import { server } from './node';
import { demoLatency } from './rest/http';
import { requestLanguage } from './rest/language';

const customer = demoUsers.customer.userId;
const TRON = `T${'B'.repeat(33)}`;

/** The customer uses the app in `locale`: app_locale says so, and one call to the backend carries it. */
async function customerIn(locale: 'en' | 'tr'): Promise<void> {
  localStorage.setItem('app_locale', locale);
  actAsDemoUser();
  await walletApi.listAccounts();
}

function announced(): DemoBackendEvents['notification-created'][] {
  const seen: DemoBackendEvents['notification-created'][] = [];
  const stop = demoEvents.on('notification-created', (payload) => seen.push(payload));
  afterEach(stop);
  return seen;
}

const texts = (data: { title: string; message: string } | undefined) => data && { title: data.title, message: data.message };
const logMessages = (txId: string) =>
  getDb()
    .transactionLogs.filter((log) => log.txId === txId)
    .map((log) => log.message);

describe("the demo backend writes in the customer's language", () => {
  it('a Turkish customer: a simulated deposit is notified and logged in Turkish, with a decimal comma', async () => {
    const created = announced();
    await customerIn('tr');
    const tx = simulateDeposit(customer, 'BTC', '0.05');
    // What the Pusher mock pushes (the toast shows data.message) is what is stored.
    expect(texts(created.at(-1)?.notification.data)).toEqual({
      title: 'Para yatırma tamamlandı',
      message: '0,05 BTC cüzdanınıza yatırıldı.',
    });
    expect(created.at(-1)?.notification.data).toMatchObject({ asset: 'BTC', amount: '0.05', txId: tx.id });
    expect((await gamehubApi.listNotifications()).data[0]?.data.message).toBe('0,05 BTC cüzdanınıza yatırıldı.');
    expect(logMessages(tx.id)).toEqual(['Bitcoin ağında gelen 0,05 BTC görüldü.', '0,05 BTC hesabınıza geçti.']);
  });

  it('a Turkish customer: a completed withdrawal is notified and logged in Turkish', async () => {
    const created = announced();
    await customerIn('tr');
    const tx = updateDb((db) =>
      startWithdrawal(db, customer, { assetId: 'usdt', networkId: 'tron', amount: '20.5', address: TRON }),
    );
    runPendingJobs();
    await Promise.resolve();
    expect(created.at(-1)?.notification).toMatchObject({
      type: 'TX_WITHDRAW_FINISHED',
      data: { title: 'Para çekme tamamlandı', message: '20,5 USDT gönderildi.', amount: '20.5', txId: tx.id },
    });
    expect(logMessages(tx.id)).toEqual([
      '20,5 USDT çekme talebi alındı.',
      'Doğrulama kodları kabul edildi.',
      'TRON (TRC20) ağına iletildi.',
      '20,5 USDT alıcıya ulaştı.',
    ]);
  });

  it('a Turkish customer: a new asset account is notified in Turkish', async () => {
    const created = announced();
    await customerIn('tr');
    await walletApi.createAccount('apt', { idempotencyKey: newIdempotencyKey() });
    expect(created.at(-1)?.notification).toMatchObject({
      type: 'AC_CREATED',
      data: { title: 'Yeni varlık hesabı', message: 'APT hesabınız hazır.', asset: 'APT' },
    });
  });

  it('an English customer keeps the English texts, with a decimal point', async () => {
    const created = announced();
    await customerIn('en');
    const deposit = simulateDeposit(customer, 'BTC', '0.05');
    expect(texts(created.at(-1)?.notification.data)).toEqual({
      title: 'Deposit completed',
      message: '0.05 BTC has been credited to your wallet.',
    });
    expect(logMessages(deposit.id)).toEqual(['Incoming 0.05 BTC seen on Bitcoin.', '0.05 BTC credited to your account.']);
    await walletApi.createAccount('apt', { idempotencyKey: newIdempotencyKey() });
    expect(texts(created.at(-1)?.notification.data)).toEqual({
      title: 'New asset account',
      message: 'Your APT account is ready.',
    });
  });

  it('follows the last request: back to English, new texts are English; stored ones keep their language', async () => {
    await customerIn('tr');
    simulateDeposit(customer, 'BTC', '0.05');
    await customerIn('en');
    simulateDeposit(customer, 'ETH', '1.25');
    const [english, turkish] = (await gamehubApi.listNotifications()).data;
    expect(english?.data.message).toBe('1.25 ETH has been credited to your wallet.');
    expect(turkish?.data.message).toBe('0,05 BTC cüzdanınıza yatırıldı.');
  });

  it('follows the request sent last, not the one answered last: a slow call from before a switch keeps the new language', async () => {
    await customerIn('en');
    try {
      // The call sent in English takes 300 ms to answer; the one sent in Turkish after it, none.
      Object.assign(demoLatency, { minMs: 300, maxMs: 300 });
      const arrived = new Promise<void>((resolve) => server.events.on('request:start', () => resolve()));
      const sentInEnglish = walletApi.listAccounts();
      await arrived;
      await new Promise((resolve) => setTimeout(resolve, 20));
      Object.assign(demoLatency, { minMs: 0, maxMs: 0 });
      localStorage.setItem('app_locale', 'tr');
      await walletApi.listAccounts();
      await sentInEnglish;
    } finally {
      server.events.removeAllListeners('request:start');
      Object.assign(demoLatency, { minMs: 0, maxMs: 0 });
    }
    expect(getDb().users.find((user) => user.id === customer)?.language).toBe('tr');
  });

  it('remembers the language per user, out of the public user record', async () => {
    await customerIn('tr');
    const users = getDb().users;
    expect(users.find((user) => user.id === customer)?.language).toBe('tr');
    expect(users.find((user) => user.id === demoUsers.admin.userId)?.language).toBeUndefined();
    expect(await identityApi.getUser(customer)).not.toHaveProperty('language');
  });

  it("the demo panel's events and test notification are written in the customer's language", async () => {
    const created = announced();
    await customerIn('tr');
    sendPanelEvents(customer, 'TX_DEPOSIT_FINISHED', 2, { asset: 'BTC', amount: '0.05' });
    sendTestNotification(customer);
    expect(created.map(({ notification }) => texts(notification.data))).toEqual([
      { title: 'Para yatırma tamamlandı (1/2)', message: '0,05 BTC cüzdanınıza yatırıldı. (1/2)' },
      { title: 'Para yatırma tamamlandı (2/2)', message: '0,05 BTC cüzdanınıza yatırıldı. (2/2)' },
      { title: 'Demodan merhaba', message: 'Bu bildirim demo kontrollerinden gönderildi.' },
    ]);
  });

  it("starts from English notifications; the panel's reset keeps a known language for the new starting data", async () => {
    const message = (userId: string) => getDb().notifications.find((note) => note.userId === userId)?.data.message;
    const seeded = message(customer);
    await customerIn('tr');
    expect(message(customer)).toBe(seeded);
    resetDb(Date.now(), { keepLanguages: true });
    const turkishLogs = getDb()
      .transactionLogs.filter((log) => getDb().transactions.find((tx) => tx.id === log.txId)?.userId === customer)
      .map((log) => log.message);
    expect(turkishLogs.filter((line) => /alıcıya ulaştı\.$/.test(line)).length).toBeGreaterThan(0);
    const seededTurkish = getDb().notifications.filter((note) => note.userId === customer);
    expect(seededTurkish.some((note) => /^\d+,\d+ \S+ cüzdanınıza yatırıldı\.$/.test(note.data.message))).toBe(true);
    expect(seededTurkish.every((note) => !/credited|has been sent|account is ready/.test(note.data.message))).toBe(true);
    expect(getDb().notifications.find((note) => note.userId === demoUsers.admin.userId)?.data.title).toMatch(/^[\x20-\x7e]+$/);
    resetDb();
    expect(message(customer)).toBe(seeded);
  });

  it('a first visit in Turkish starts from Turkish notifications (the in-browser demo seeds in the interface language)', () => {
    try {
      configureDb({ persistence: 'memory', firstSeedLanguage: 'tr' });
      const seeded = getDb().notifications.filter((note) => note.userId === customer);
      expect(seeded.some((note) => /^\d+,\d+ \S+ cüzdanınıza yatırıldı\.$/.test(note.data.message))).toBe(true);
      expect(seeded.every((note) => !/credited|has been sent|account is ready/.test(note.data.message))).toBe(true);
    } finally {
      configureDb({ persistence: 'memory' });
    }
    expect(getDb().notifications.find((note) => note.userId === customer)?.data.message).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('Accept-Language', () => {
  const asking = (header?: string) =>
    requestLanguage(new Request('https://api.test/', header === undefined ? {} : { headers: { 'Accept-Language': header } }));

  it('names the language among those written in, by weight and then order', () => {
    expect(asking('tr')).toBe('tr');
    expect(asking('tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(asking('de-DE, tr;q=0.5, en;q=0.7')).toBe('en');
    expect(asking('en;q=0.2, tr')).toBe('tr');
  });

  it('falls back to English for languages not written in; states none without the header or with only *', () => {
    expect(asking('de')).toBe('en');
    expect(asking('tr;q=0, de')).toBe('en');
    expect(asking()).toBeUndefined();
    expect(asking('*')).toBeUndefined();
  });
});

describe('amounts in server texts', () => {
  it('keep exactly their digits, with the language decimal mark and no grouping', () => {
    expect(amountText('0.05', 'tr')).toBe('0,05');
    expect(amountText('0.05', 'en')).toBe('0.05');
    expect(amountText('12345.50', 'tr')).toBe('12345,50');
    expect(amountText('12345.50', 'en')).toBe('12345.50');
    expect(amountText('0.000000000000000001', 'tr')).toBe('0,000000000000000001');
    expect(amountText('98765432109876543210.123456789012345678', 'tr')).toBe('98765432109876543210,123456789012345678');
    expect(amountText('3', 'tr')).toBe('3');
  });
});
