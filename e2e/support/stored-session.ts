import { test, type Page } from '@playwright/test';

/**
 * A signed-in session kept per worker and per demo user, so a journey that only needs to be signed in starts
 * there without going through the form again (ADR 0027). The session is taken from a real sign-in through the
 * form in a clean browser context of the same browser: the Cognito mock issued its tokens, and the app wrote
 * what it writes at sign-in. Only those entries are carried; the demo backend's own state (`wallet-demo:*`) is
 * not, so each journey's backend starts from the seed as before.
 */
export interface StoredSession {
  /** Node's clock when the sign-in completed. */
  signedInAt: number;
  local: Record<string, string>;
  session: Record<string, string>;
}

/**
 * Demo access tokens live 5 minutes. A stored session is used for at most 2, so the token a journey starts
 * with outlives the longest journey (90 s) as one from a sign-in would: no refresh a real sign-in would not see.
 */
export const MAX_SESSION_AGE_MS = 120_000;

/** Entries a sign-in does not write: the demo backend's state and controls, pusher-js's cache. */
const NOT_CARRIED = [/^wallet-demo:/, /^pusher/];

const sessions = new Map<string, StoredSession>();

function carried(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter(([key]) => !NOT_CARRIED.some((pattern) => pattern.test(key))));
}

/** Fills in the sign-in form on /sign-in and waits until the app has left it, signed in. */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

async function signInFresh(page: Page, email: string, password: string): Promise<StoredSession> {
  const browser = page.context().browser();
  if (!browser) throw new Error('Stored sessions need a launched browser.');
  // The app's origin, from the page already opened on it (openBlankPage).
  const { origin } = new URL(page.url());
  if (!origin.startsWith('http')) throw new Error('Open the app with openBlankPage before asking for a stored session.');
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
  try {
    const signInPage = await context.newPage();
    await signInPage.goto('/sign-in');
    await submitSignInForm(signInPage, email, password);
    await signInPage.waitForURL((url) => url.pathname !== '/sign-in');
    const stored = await signInPage.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
    const session = { signedInAt: Date.now(), local: carried(stored.local), session: carried(stored.session) };
    const hasToken = Object.keys({ ...session.local, ...session.session }).some((key) => key.endsWith('.accessToken'));
    if (!hasToken) throw new Error(`Signing in ${email} stored no access token.`);
    return session;
  } finally {
    await context.close();
  }
}

/** The time a worker's own sign-in may take on a busy machine: added to the journey's limit, not taken from it. */
export const SIGN_IN_ALLOWANCE_MS = 30_000;

function allowForSignIn(): void {
  try {
    const info = test.info();
    // 0: the journey has no limit.
    if (info.timeout > 0) info.setTimeout(info.timeout + SIGN_IN_ALLOWANCE_MS);
  } catch {
    // Outside a test (a hook): its own limit applies.
  }
}

/** This worker's session for `email`, signing in again when the one it has is too old. */
export async function storedSession(page: Page, email: string, password: string): Promise<StoredSession> {
  const known = sessions.get(email);
  if (known && Date.now() - known.signedInAt < MAX_SESSION_AGE_MS) return known;
  allowForSignIn();
  const fresh = await signInFresh(page, email, password);
  sessions.set(email, fresh);
  return fresh;
}

/** Opens a static file of the app's origin: its storage is the app's, but the app does not start there. */
export async function openBlankPage(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
}

/** Writes a stored session into a page opened with `openBlankPage`, so the app's first start finds it. */
export async function restoreSession(page: Page, session: StoredSession): Promise<void> {
  await page.evaluate(({ local, session: tab }) => {
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(tab)) sessionStorage.setItem(key, value);
  }, session);
}
