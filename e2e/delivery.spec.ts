import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { signInWithForm } from './support/sign-in';

// Production delivery (issue 20), against the build served by nginx with the repository's config
// (E2E_SERVER=nginx; playwright.config.ts ignores this file otherwise).

/** What every response carries, the build's scripts, stylesheets and fonts included. */
const ASSET_HEADERS: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
};

/** A document's: the pages, the files at the root and SVG pictures (an SVG opened alone is a document). */
const REQUIRED_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /^default-src 'self'; script-src 'self' 'sha256-[\w+/=]+'; /,
  ...ASSET_HEADERS,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
  'x-frame-options': /^DENY$/,
};

/** Every Content-Security-Policy violation the page sees, from the first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('delivery: nginx config', () => {
  test('every response carries the security headers; HTML is never cached, hashed assets are immutable', async ({ request }) => {
    const html = await (await request.get('/sign-in')).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(html)?.[1] ?? '';
    const font = /<link rel="preload" as="font"[^>]* href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(stylesheet).toMatch(/^\/assets\/[\w-]+\.css$/);
    expect(font).toMatch(/^\/assets\/[\w-]+\.woff2$/);
    const flag = readdirSync(path.join('dist', 'assets')).find((file) => /^TR-[\w-]+\.svg$/.test(file));
    expect(flag, 'a country flag picture in the build').toBeDefined();
    // The build's scripts, stylesheets and fonts: what applies to them, none of a document's policies.
    for (const url of [entry, stylesheet, font]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      for (const [name, pattern] of Object.entries(ASSET_HEADERS)) expect(headers[name], `${name} on ${url}`).toMatch(pattern);
      expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      for (const name of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-frame-options'])
        expect(headers[name], `${name} on ${url}`).toBeUndefined();
    }
    for (const url of [
      '/',
      '/sign-in',
      '/wallet',
      '/wallet/BTC',
      `/assets/${flag}`,
      '/favicon.svg',
      '/mockServiceWorker.js',
      '/demo-service-worker.js',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      for (const [name, pattern] of Object.entries(REQUIRED_HEADERS)) expect(headers[name], `${name} on ${url}`).toMatch(pattern);
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
        expect(csp).toContain(directive);
    }
    expect((await request.get('/wallet')).headers()['cache-control']).toBe('no-store');
    // The browser asks for the favicon again at every change of the address: kept a day, not revalidated each time.
    expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('public, max-age=86400');
    expect((await request.get('/mockServiceWorker.js')).headers()['cache-control']).toBe('no-cache');
  });

  test('routes fall back to the app; missing files, .well-known and the build folder do not', async ({ request }) => {
    expect((await request.get('/wallet/BTC')).headers()['content-type']).toMatch(/^text\/html/);
    expect((await request.get('/profile-settings/change-password')).status()).toBe(200);
    expect((await request.get('/assets/missing-chunk.js')).status()).toBe(404);
    expect((await request.get('/missing.png')).status()).toBe(404);
    expect((await request.get('/.well-known/assetlinks.json')).status()).toBe(404);
    expect((await request.get('/.deploy/content-security-policy.txt')).status()).toBe(404);
  });

  test('serves the precompressed brotli and gzip copies', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    const brotli = await request.get(entry, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    const gzip = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test('the page names every script and stylesheet with its integrity; the import map covers every chunk', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // The sign-in page (its screen drawn at build time) names the same entry and stylesheet, with the same hashes.
    const signInPage = await (await request.get('/sign-in')).text();
    expect(signInPage).toContain('id="first-paint"');
    // The wallet's page also names the main layout's and the wallet home's code, at low priority, with integrity.
    const walletPage = await (await request.get('/wallet')).text();
    const walletPreloads = [...walletPage.matchAll(/<link rel="modulepreload" fetchpriority="low"[^>]*>/g)].map(([tag]) => tag);
    expect(walletPreloads.join('\n')).toMatch(/href="\/assets\/main-layout-[\w-]+\.js"/);
    expect(walletPreloads.join('\n')).toMatch(/href="\/assets\/wallet-home-[\w-]+\.js"/);
    expect(html).not.toContain('fetchpriority="low"');
    for (const page of [html, signInPage, walletPage]) {
      // Scripts, module preloads and stylesheets; the font preload is the stylesheet's @font-face (no SRI for fonts).
      const tags = [...page.matchAll(/<(script|link)\b(?![^>]*rel="preload")[^>]*(?:src|href)="(\/assets\/[^"]+)"[^>]*>/g)];
      expect(tags.length).toBeGreaterThan(1);
      for (const [tag] of tags) expect(tag).toMatch(/ integrity="sha384-[\w+/=]+"/);
      expect(page).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css" integrity=/);
    }
    const importMap = JSON.parse(/<script type="importmap">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      integrity?: Record<string, string>;
    };
    const covered = Object.keys(importMap.integrity ?? {});
    // Every chunk the entry can reach, lazily loaded ones included (Vite names them in its preload lists).
    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    expect(covered).toContain(entry);
    expect(covered.length).toBeGreaterThan(10);
    for (const url of covered) expect((await request.get(url)).status(), url).toBe(200);
  });
});

test.describe('delivery: CSP in the browser', () => {
  test('sign-in, wallet, notifications and an asset run without a single CSP violation @mobile', async ({ page }) => {
    test.slow(); // five screens in one journey
    const violations = await recordCspViolations(page);
    await signInWithForm(page, '/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await page.getByRole('button', { name: /^Notifications/ }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/wallet/BTC');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/transaction-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

/**
 * A copy of the build in which one asset (the first whose name matches) changed after the build, served by its own
 * nginx: `portOffset` apart from E2E_PORT, plus the worker's index (with fullyParallel, each worker that runs a test
 * of the group starts its own copy).
 */
async function serveChangedCopy(asset: RegExp, addition: string, portOffset: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'wallet-tampered-'));
  cpSync('dist', root, { recursive: true });
  chmodSync(root, 0o755); // nginx's workers (nobody, when started as root) read it
  const assets = path.join(root, 'assets');
  const name = readdirSync(assets).find((file) => asset.test(file));
  if (!name) throw new Error(`No ${asset} in dist/assets`);
  const file = path.join(assets, name);
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n${addition}\n`);
  rmSync(`${file}.gz`);
  rmSync(`${file}.br`);
  const port = Number(process.env.E2E_PORT ?? 4173) + portOffset + test.info().parallelIndex;
  const server = await startNginx({ root, port });
  return {
    name,
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

test.describe('delivery: Subresource Integrity', () => {
  let tampered: { name: string; url: string; stop: () => Promise<void> };

  test.beforeAll(async () => {
    // One lazily loaded chunk (the sign-up screen) changed after the build.
    tampered = await serveChangedCopy(/^SignUpScreen-[\w-]+\.js$/, "console.log('TAMPERED CHUNK RAN');", 1);
  });

  test.afterAll(async () => {
    await tampered?.stop();
  });

  test('a lazily loaded chunk changed on the server is refused: it never runs', async ({ page, request }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${tampered.url}/sign-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.goto(`${tampered.url}/sign-up`);
    // The server serves the changed file; the browser refuses it (its digest is not the import map's), and the
    // app shows its "new version" screen after one reload.
    expect((await request.get(`${tampered.url}/assets/${tampered.name}`)).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'A new version is available' })).toBeVisible();
    expect(
      messages.some((text) =>
        text.includes(`Failed to fetch dynamically imported module: ${tampered.url}/assets/${tampered.name}`),
      ),
    ).toBe(true);
    expect(messages).not.toContain('TAMPERED CHUNK RAN');
  });

  test('the same chunk, unchanged, loads', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });
});

test.describe('delivery: Subresource Integrity of a lazily loaded stylesheet', () => {
  let tampered: { name: string; url: string; stop: () => Promise<void> };

  test.beforeAll(async () => {
    // The phone input's stylesheet (loaded with the sign-up screen) changed after the build; ports apart from the
    // tampered chunk's copy, whose group may run beside this one.
    tampered = await serveChangedCopy(/^phone-input-[\w-]+\.css$/, 'html{outline:7px solid red}', 20);
  });

  test.afterAll(async () => {
    await tampered?.stop();
  });

  test('a stylesheet changed on the server is refused: it never applies, and the screen does not show', async ({
    page,
    request,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${tampered.url}/sign-up`);
    // Vite's preload helper names the stylesheet with the import map's digest; the browser refuses the changed file,
    // the screen's import fails, and the app shows its "new version" screen after one reload.
    await expect(page.getByRole('heading', { level: 1, name: 'A new version is available' })).toBeVisible();
    expect((await request.get(`${tampered.url}/assets/${tampered.name}`)).status()).toBe(200);
    expect(messages.some((text) => text.includes(`Unable to preload CSS for ${tampered.url}/assets/${tampered.name}`))).toBe(
      true,
    );
    const link = page.locator(`link[rel="stylesheet"][href$="/assets/${tampered.name}"]`);
    await expect(link).toHaveAttribute('integrity', /^sha384-[\w+/=]+$/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).outlineWidth)).not.toBe('7px');
  });
});
