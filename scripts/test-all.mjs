#!/usr/bin/env node
// `npm test`: every check in sequence, then one line "N passed, N failed" over all runners.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, HOW_TO_GET_CHROMIUM } from './lib/chromium.mjs';
import { STORYBOOK_TEST_PORT, withStaticStorybook } from './lib/server.mjs';
import { obsoleteBaselines } from './lib/visual-baselines.mjs';

const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];

function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '1', ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

function banner(name) {
  console.log(`\n\u001b[1m━━ ${name} ━━\u001b[0m`);
}

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  if (failed > 0) failures.push(`${name}: ${failed} failed`);
  console.log(`\u001b[1m${name}:\u001b[0m ${passed} passed, ${failed} failed`);
}

/** A gate that is one check: it passes or fails as a whole. */
async function gate(name, command, args, options) {
  banner(name);
  const { ok } = await run(command, args, options);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

/** A runner that writes a JSON report with per-test counts (Jest-compatible or Playwright). */
async function suite(name, command, args, reportPath, count, options) {
  banner(name);
  const { ok } = await run(command, args, options);
  let counts = { passed: 0, failed: 0 };
  if (existsSync(reportPath)) counts = count(JSON.parse(readFileSync(reportPath, 'utf8')));
  // A crash before or after the tests (no report, a failing hook) still counts as a failure.
  if (!ok && counts.failed === 0) counts.failed = 1;
  record(name, counts.passed, counts.failed);
  return ok;
}

const jestCounts = (report) => ({
  passed: report.numPassedTests ?? 0,
  failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
});
const playwrightCounts = (report) => ({
  passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
  failed: (report.stats?.unexpected ?? 0) + (report.errors?.length ?? 0),
});

const chromium = findChromium();

await gate('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
await gate('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
await gate('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
await gate('api contracts lint', 'npm', ['run', '--silent', 'api:lint']);
await gate('api types up to date', 'npm', ['run', '--silent', 'api:check']);
await suite(
  'unit',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`],
  `${REPORTS}/unit.json`,
  jestCounts,
);

if (!chromium) {
  console.error(`\n${HOW_TO_GET_CHROMIUM}`);
  record('browser tests', 0, 1);
} else {
  if (await gate('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'])) {
    await withStaticStorybook(() =>
      suite(
        'stories (play, axe, visual)',
        'npx',
        [
          'test-storybook',
          '--ci',
          '--url',
          `http://127.0.0.1:${STORYBOOK_TEST_PORT}`,
          '--maxWorkers=2',
          '--json',
          '--outputFile',
          `${REPORTS}/stories.json`,
        ],
        `${REPORTS}/stories.json`,
        jestCounts,
      ),
    );
    banner('visual baselines');
    const obsolete = obsoleteBaselines('storybook-static/index.json');
    for (const file of obsolete)
      console.error(`Baseline without a story: visual-baselines/${file} (run npm run test:visual:update)`);
    record('visual baselines', obsolete.length === 0 ? 1 : 0, obsolete.length === 0 ? 0 : 1);
  }
  if (await gate('build (demo)', 'npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn'])) {
    await suite('e2e', 'npx', ['playwright', 'test'], `${REPORTS}/e2e.json`, playwrightCounts, { env: { CI: '1' } });
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}. Visual diffs, if any: reports/visual-diff/`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
