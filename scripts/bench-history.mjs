#!/usr/bin/env node
// `npm run bench:history`: the transaction history with 1,000 entries on the demo build, on a CPU slowed down 4×
// (CDP Emulation.setCPUThrottlingRate, about a mid-range phone): how long the first page takes to render and a page
// change takes, in wall time and in main-thread script time (CDP Performance.getMetrics ScriptDuration). Prints the
// figures only: the machine's load moves them, so nothing is asserted.
//   BENCH_PORT (default 4299)  port of the local preview server
//   BENCH_RUNS (default 5)     measured runs of each step (the median is printed)
//   --build                    run `vite build --mode demo` first (otherwise dist/ must hold a demo build)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from './lib/chromium.mjs';
import { withServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4299);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ENTRIES = 1000;
const CPU_SLOWDOWN = 4;
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'demo@wallet.test';
const PASSWORD = 'Wallet#Demo2026';

if (process.argv.includes('--build')) {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync('dist/mockServiceWorker.js')) {
  console.error('No demo build in dist/: run `npm run build:demo` first, or `npm run bench:history -- --build`.');
  process.exit(1);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);

/** Script time on the main thread so far (seconds → ms), from the Performance domain. */
async function scriptMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/** Runs `action`, waits for `done`, and returns its wall time and the script time it cost. */
async function measure(cdp, action, done) {
  const scriptBefore = await scriptMs(cdp);
  const start = performance.now();
  await action();
  await done();
  return { wall: performance.now() - start, script: (await scriptMs(cdp)) - scriptBefore };
}

const rows = (page) => page.locator('table tbody tr');
/** The page shown has settled: `count` rows, and the list is not showing the previous page while it loads. */
async function pageShown(page, number) {
  await page
    .locator(`[aria-current="page"]`, { hasText: String(number) })
    .first()
    .waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"] table'));
  await rows(page).nth(19).waitFor();
}

async function bench() {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  // The demo backend grows the customer's history to 1,000 entries at start (src/mocks/db/seed/big-history.ts).
  await page.goto(`${BASE}/wallet?demo-history=${ENTRIES}`);
  await page.locator('input[name="email"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/wallet');
  const total = await page.evaluate((email) => {
    const db = JSON.parse(localStorage.getItem('wallet-demo:db') ?? '{}');
    const userId = db.users.find((user) => user.email === email)?.id;
    return db.transactions.filter((tx) => tx.userId === userId).length;
  }, EMAIL);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const history = page.getByRole('navigation').getByRole('link', { name: 'Transaction History' });
  const wallet = page.getByRole('navigation').getByRole('link', { name: 'My Wallet' });
  const renders = [];
  const changes = [];
  // One run unmeasured: the route's code and the first answers are then in the caches, as on a second visit.
  for (let run = 0; run <= RUNS; run += 1) {
    await wallet.click();
    await page.waitForURL((url) => url.pathname === '/wallet');
    const render = await measure(
      cdp,
      () => history.click(),
      () => pageShown(page, 1),
    );
    const change = await measure(
      cdp,
      () => page.getByRole('button', { name: /^Page 2 of \d+$/ }).click(),
      () => pageShown(page, 2),
    );
    if (run > 0) {
      renders.push(render);
      changes.push(change);
    }
  }
  await browser.close();

  console.log(
    `\nTransaction history, ${total} entries, CPU slowed ${CPU_SLOWDOWN}×, median of ${RUNS} runs (demo backend latency included in wall time)`,
  );
  console.log(
    `  first page rendered (menu click → 20 rows)   wall ${ms(median(renders.map((r) => r.wall)))}   script ${ms(median(renders.map((r) => r.script)))}`,
  );
  console.log(
    `  page change (Page 2 → its 20 rows)         wall ${ms(median(changes.map((r) => r.wall)))}   script ${ms(median(changes.map((r) => r.script)))}`,
  );
}

await withServer(
  'npx',
  ['vite', 'preview', '--mode', 'demo', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  BASE,
  bench,
);
