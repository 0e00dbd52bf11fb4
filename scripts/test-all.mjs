#!/usr/bin/env node
// `npm test`: every check in sequence, then one line "N passed, N failed" over all runners.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findTestChromium, HOW_TO_GET_TEST_CHROMIUM } from './lib/chromium.mjs';
import { STORY_WORKERS, STORYBOOK_TEST_PORT, withStaticStorybook } from './lib/server.mjs';
import { HOW_TO_GET_NGINX, NGINX } from './lib/nginx.mjs';
import { obsoleteBaselines } from './lib/visual-baselines.mjs';
import { run } from './lib/run.mjs';
import { jestFailures, playwrightFailures } from './lib/failed-tests.mjs';

const suiteStarted = Date.now();
const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];
// Each failed test by name, printed again at the very end.
const failedTests = [];

function banner(name) {
  console.log(`\n\u001b[1m━━ ${name} ━━\u001b[0m`);
}

const timings = [];
// Every step is stopped as hung after 5 silent minutes: the test runners print a line per file or test (the slowest
// story file takes under a minute), and the quiet gates (format, lint, typecheck, the builds) finish within about one.
const STALL_SECONDS = 300;

function record(name, passed, failed, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  if (failed > 0) failures.push(`${name}: ${failed} failed`);
  if (seconds !== undefined) timings.push(`${name} ${seconds} s`);
  console.log(`\u001b[1m${name}:\u001b[0m ${passed} passed, ${failed} failed${seconds === undefined ? '' : ` (${seconds} s)`}`);
}

/** A gate that is one check: it passes or fails as a whole. */
async function gate(name, command, args, options) {
  banner(name);
  const { ok, seconds } = await run(command, args, options);
  record(name, ok ? 1 : 0, ok ? 0 : 1, seconds);
  return ok;
}

/** A gate started earlier, beside others (quiet): reported with its output once it has finished. */
async function backgroundGate(name, running) {
  const { ok, output, seconds } = await running;
  banner(name);
  process.stdout.write(output);
  record(name, ok ? 1 : 0, ok ? 0 : 1, seconds);
  return ok;
}

/** A runner that writes a JSON report with per-test counts (Jest-compatible or Playwright). */
async function suite(name, command, args, reportPath, { count, names }, options = {}) {
  banner(name);
  const { ok, seconds } = await run(command, args, options);
  let counts = { passed: 0, failed: 0 };
  if (existsSync(reportPath)) {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    counts = count(report);
    for (const test of names(report)) failedTests.push(`${name}: ${test}`);
  }
  // A crash before or after the tests (no report, a failing hook) still counts as a failure.
  if (!ok && counts.failed === 0) counts.failed = 1;
  record(name, counts.passed, counts.failed, seconds);
  return ok;
}

const jestReport = {
  count: (report) => ({
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
  }),
  names: jestFailures,
};
const playwrightReport = {
  count: (report) => ({
    passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
    failed: (report.stats?.unexpected ?? 0) + (report.errors?.length ?? 0),
  }),
  names: playwrightFailures,
};

const chromium = findTestChromium();

// The static gates share nothing: run them side by side (lint and typecheck each keep a core busy), then
// report each with its own output, in this order.
const staticGates = [
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  // TypeScript 7 (the native compiler) checks the types: about 10 s instead of 45–90. The tools that use TypeScript's
  // JavaScript API (typescript-eslint, openapi-typescript, the Storybook docgen) keep TypeScript 5.9.
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['api contracts lint', 'npm', ['run', '--silent', 'api:lint']],
  ['api types up to date', 'npm', ['run', '--silent', 'api:check']],
  ['production build without demo backend', 'node', ['scripts/check-prod-build.mjs']],
];
const staticRuns = staticGates.map(([name, command, args]) => ({
  name,
  running: run(command, args, { quiet: true, stallSeconds: STALL_SECONDS }),
}));
const staticPassed = new Map();
for (const { name, running } of staticRuns) staticPassed.set(name, await backgroundGate(name, running));
// Sizes are deterministic: the budget check is a test. It reads the production build the gate above left.
if (staticPassed.get('production build without demo backend'))
  await gate('bundle budgets', 'node', ['scripts/check-bundle-budgets.mjs', 'dist-prod'], { stallSeconds: STALL_SECONDS });
else record('bundle budgets', 0, 1);
// The unit tests leave about a quarter of the two cores idle, a build about half: the builds the browser stages
// need run beside them (measured: unit 54 s, Storybook's build 30 s, the demo build 23 s, one after the other).
const storybookBuild = chromium
  ? run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], {
      quiet: true,
      stallSeconds: STALL_SECONDS,
      env: { STORYBOOK_DOCGEN: 'off' },
    })
  : undefined;
const demoBuild = chromium
  ? run('npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn'], { quiet: true, stallSeconds: STALL_SECONDS })
  : undefined;
await suite(
  'unit',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`],
  `${REPORTS}/unit.json`,
  jestReport,
  { stallSeconds: STALL_SECONDS },
);

if (!chromium) {
  console.error(`\n${HOW_TO_GET_TEST_CHROMIUM}`);
  record('browser tests', 0, 1);
} else {
  if (await backgroundGate('storybook build', storybookBuild)) {
    await withStaticStorybook(() =>
      suite(
        'stories (play, axe, visual)',
        'npx',
        [
          'test-storybook',
          '--ci',
          '--url',
          `http://127.0.0.1:${STORYBOOK_TEST_PORT}`,
          `--maxWorkers=${STORY_WORKERS}`,
          '--json',
          '--outputFile',
          `${REPORTS}/stories.json`,
        ],
        `${REPORTS}/stories.json`,
        jestReport,
        { stallSeconds: STALL_SECONDS },
      ),
    );
    banner('visual baselines');
    const obsolete = obsoleteBaselines('storybook-static/index.json');
    for (const file of obsolete)
      console.error(`Baseline without a story: visual-baselines/${file} (run npm run test:visual:update)`);
    record('visual baselines', obsolete.length === 0 ? 1 : 0, obsolete.length === 0 ? 0 : 1);
  }
  if (await backgroundGate('build (demo)', demoBuild)) {
    // Production-like: the demo build behind nginx with the deploy config (headers, CSP, SRI); any CSP report fails.
    const server = existsSync(NGINX) ? 'nginx' : 'preview';
    if (server !== 'nginx') {
      console.error(HOW_TO_GET_NGINX);
      record('nginx', 0, 1);
    }
    await suite('e2e', 'npx', ['playwright', 'test'], `${REPORTS}/e2e.json`, playwrightReport, {
      env: { CI: '1', E2E_SERVER: server },
      stallSeconds: STALL_SECONDS,
    });
  }
}

// Stages overlap (the static gates; the builds beside the unit tests): the sum of the timings is not the wall time.
console.log(`\nTimings: ${timings.join(', ')}; in all ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
if (failedTests.length > 0) {
  console.log('\nFailed tests:');
  for (const test of failedTests.slice(0, 40)) console.log(`  ✗ ${test.slice(0, 300)}`);
  if (failedTests.length > 40) console.log(`  … and ${failedTests.length - 40} more (reports/*.json)`);
}
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}. Visual diffs, if any: reports/visual-diff/`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
