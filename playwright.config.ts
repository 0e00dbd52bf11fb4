import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, requireTestChromium } from './scripts/lib/chromium.mjs';

/** Overridable so several checkouts can test side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * `E2E_SERVER=nginx` (what `npm test` uses): the build served by nginx with the repository's deploy config
 * (security headers, this build's CSP, SRI, precompressed files); every CSP violation report fails the run,
 * and the delivery checks (headers, tampered chunk) run too. Otherwise Vite's preview server.
 */
const NGINX = process.env.E2E_SERVER === 'nginx';
const CSP_REPORTS = 'reports/csp-reports.log';

/** Journeys against the production build (demo mode) served locally: `npm run build:demo` first. */
export default defineConfig({
  testDir: './e2e',
  testIgnore: NGINX ? [] : ['**/delivery.spec.ts'],
  globalTeardown: NGINX ? './e2e/support/csp-reports.teardown.ts' : undefined,
  outputDir: './test-results',
  fullyParallel: true,
  // Three on the two cores: with two, the cores idled 11–13 % of the phase, while both journeys waited at once
  // (real timers: a token's expiry, the demo's settlement, toasts); a third fills that. 120 journeys on a quiet
  // machine: 422–423 s with 2, 386–398 s with 3 (ADR 0027, session 57).
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // The longest journeys (a send settling live, two tabs refreshing together) took up to 26 s with three workers:
  // the limit keeps room for a busier hour; a journey that hangs still fails.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    // A failed journey keeps its trace (actions, network, console), a screenshot of the end and the page's
    // accessibility tree there (error-context.md). The trace's screencast is left out (recorded for every journey,
    // it cost about a fifth of the e2e stage's time), and so is its DOM snapshot at every action (about 8 % of
    // three journey files' time in an interleaved A/B; ADR 0027).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    // As the stories do: animations and transitions take no time (global-css.ts honours the preference), so a
    // journey does not wait for them and the browser draws no frames for them. On 52 journeys, 2 workers: 398 →
    // 326–335 CPU-seconds, 216–217 → 187–191 s (ADR 0027). The notification journeys keep the motion every other
    // customer sees (e2e/notifications.spec.ts, 'with motion').
    reducedMotion: 'reduce',
    launchOptions: { executablePath: requireTestChromium(), args: TEST_CHROMIUM_ARGS },
  },
  // The phone project first: its journeys include two of the longest (the notifications with motion, 24–30 s),
  // which run last otherwise while the other workers idle. Its pixel ratio is 1, not the Pixel 7's 2.625: the
  // layout (CSS pixels, touch, the phone breakpoints) is the phone's, but the renderer rasterises 7× fewer pixels.
  // Alternated, the whole stage: 440 and 414 s before, 409 and 406 s after (ADR 0027, session 59).
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], deviceScaleFactor: 1 }, grep: /@mobile/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: NGINX
      ? `node scripts/serve-nginx.mjs --root dist --port ${PORT} --csp-reports ${CSP_REPORTS}`
      : `npx vite preview --mode demo --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
