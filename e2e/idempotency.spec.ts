import { expect, test, type Page } from '@playwright/test';
import { readDemoDatabase } from './support/demo-database';
import { accessToken, signIn } from './support/sign-in';
import { DEMO_API } from './support/demo-api';

/**
 * No double spend on the demo build (issue 14): a withdrawal whose response is dropped (the demo backend
 * applies it, the answer is lost) is not re-sent by itself, and sending it again with the same
 * Idempotency-Key returns the first result and debits once — checked in the demo database. The POSTs are
 * made with fetch from the page (no send screen exists yet); the app client's retry rules are covered by
 * src/mocks/idempotency.test.ts.
 */

const WITHDRAWAL = 'POST:/wallet/api/v1/transactions/ext';
const draft = { assetId: 'usdt', networkId: 'tron', amount: '20', address: `T${'D'.repeat(33)}` };

interface Snapshot {
  withdrawals: string[];
  locked: string | undefined;
  available: string | undefined;
}

interface DemoDatabase {
  users: Array<{ id: string; email: string }>;
  accounts: Array<{ userId: string; assetId: string; lockedBalance: string; availableBalance: string }>;
  transactions: Array<{ id: string; userId: string; type: string; assetId: string }>;
}

/** The demo customer's USDT withdrawals and balances, read from the demo database. */
async function demoDatabase(page: Page): Promise<Snapshot> {
  const db = await readDemoDatabase<DemoDatabase>(page);
  const userId = db.users.find((user) => user.email === 'demo@wallet.test')?.id;
  const account = db.accounts.find((item) => item.userId === userId && item.assetId === 'usdt');
  return {
    withdrawals: db.transactions
      .filter((tx) => tx.userId === userId && tx.type === 'withdrawal' && tx.assetId === 'usdt')
      .map((tx) => tx.id),
    locked: account?.lockedBalance,
    available: account?.availableBalance,
  };
}

/**
 * What a retry must leave as it was: the withdrawals and the available balance. The locked amount is not part of
 * it: the first withdrawal settles 6 s after it was made (the demo's timing), unlocking it, whenever a slow run
 * reaches the check.
 */
function debits({ withdrawals, available }: Snapshot): Pick<Snapshot, 'withdrawals' | 'available'> {
  return { withdrawals, available };
}

/** Opens a page of the app and waits until it renders (the demo backend answers from then on). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('main')).toBeVisible();
}

/** Codes sent and verified: the token the withdrawal needs. */
function verify(page: Page, token: string): Promise<string> {
  return page.evaluate(
    async ({ api, token, draft }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${api}${path}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return (await response.json()) as Record<string, unknown>;
      };
      const challenge = await post('/transactions/send-withdraw-verification-code', draft);
      const verified = await post('/transactions/verify-withdraw-verification-codes', {
        verificationId: challenge.verificationId,
        codes: { email: '123456', sms: '123456' },
      });
      return String(verified.withdrawalToken);
    },
    { api: DEMO_API, token, draft },
  );
}

/** Submits the withdrawal once with the key: the status and replay header, or 'lost' when no answer came. */
function withdraw(page: Page, token: string, withdrawalToken: string, key: string) {
  return page.evaluate(
    async ({ api, token, body, key }) => {
      try {
        const response = await fetch(`${api}/transactions/ext`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify(body),
        });
        const tx = (await response.json()) as { id?: string };
        return { status: response.status, replayed: response.headers.get('Idempotent-Replayed'), id: tx.id };
      } catch {
        return { status: 'lost' as const, replayed: null, id: undefined };
      }
    },
    { api: DEMO_API, token, body: { ...draft, withdrawalToken }, key },
  );
}

test('a withdrawal whose response is dropped is not re-sent, and a retry with the same key debits once', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/transactions/ext')) sent.push(request.url());
  });
  await signIn(page);
  const token = await accessToken(page);
  const withdrawalToken = await verify(page, token);
  const before = await demoDatabase(page);

  await open(page, `/wallet?demo-fault=${WITHDRAWAL}:drop`);
  const key = await page.evaluate(() => crypto.randomUUID());
  expect(await withdraw(page, token, withdrawalToken, key)).toMatchObject({ status: 'lost' });
  // The backend applied it once; nothing sends it again on its own.
  await page.waitForTimeout(1000);
  expect(sent).toHaveLength(1);
  const applied = await demoDatabase(page);
  expect(applied.withdrawals).toHaveLength(before.withdrawals.length + 1);
  expect(applied.locked).not.toBe(before.locked);

  // The customer tries again: the same key gets the first result, and nothing moves twice.
  await open(page, '/wallet?demo-fault=clear');
  const retried = await withdraw(page, token, withdrawalToken, key);
  expect(retried).toMatchObject({ status: 201, replayed: 'true' });
  expect(applied.withdrawals).toContain(retried.id);
  expect(debits(await demoDatabase(page))).toEqual(debits(applied));

  // A new action (a new key) with the used verification is refused: the token is spent.
  expect(await withdraw(page, token, withdrawalToken, await page.evaluate(() => crypto.randomUUID()))).toMatchObject({
    status: 403,
  });
  expect(debits(await demoDatabase(page))).toEqual(debits(applied));
});
