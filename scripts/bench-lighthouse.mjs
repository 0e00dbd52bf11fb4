#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile preset, median of 3) on /sign-in and, with a prepared signed-in
// session, on /wallet twice: a first visit (nothing of the app in the browser's caches, as after a release) and a
// return (/wallet opened once before, signed in: its files come from the HTTP cache, and V8 caches their compiled
// code as they run again). The production build served by nginx with the deploy config, its API and Cognito calls
// answered by the demo backend's handlers served from Node (scripts/lib/demo-api-server.mjs), so the page runs the
// product's code only (an in-page demo backend would be measured with it). Prints figures; asserts nothing.
// Without the lighthouse package it says so and prints the same figures measured in Chromium (scripts/lib/
// lab-metrics.mjs): FCP, LCP, CLS, TBT, JS transferred — no score.
//   --tasks   also print, for the run with the median TBT, the simulated long tasks that make up its TBT and the
//             observed tasks they replay (scripts/lib/lantern-tasks.mjs)
//   --lcp     also print, for the run with the median LCP, the requests and bytes the simulated LCP waits for and
//             its last nodes (scripts/lib/lantern-lcp.mjs; LCP_TAIL=n prints n of them)
//   --fcp     also print, for the run with the median FCP, the simulated FCP's optimistic and pessimistic graphs
//   --chromium  the Chromium figures (first visits) even with Lighthouse installed: what a real browser does
//             with the same throttling, beside the simulation
//   --no-build  measure the build already in reports/lighthouse/prod (e.g. one edited by hand for a trial)
//   --only <text>  measure only the targets whose label holds the text (`--only wallet`, `--only return`)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, devices } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from './lib/chromium.mjs';
import { measureLoad, median, observeLoad } from './lib/lab-metrics.mjs';
import { startNginx } from './lib/nginx.mjs';
import { demoApiBuildEnv, startDemoApiServer } from './lib/demo-api-server.mjs';
import { signedInState } from './lib/signed-in-state.mjs';
import { lanternLcpGraph, printLanternLcpGraph } from './lib/lantern-lcp.mjs';
import { lanternTasks, printLanternTasks } from './lib/lantern-tasks.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const API_PORT = PORT + 2;
const TASKS = process.argv.includes('--tasks');
const LCP_GRAPH = process.argv.includes('--lcp');
const FCP_GRAPH = process.argv.includes('--fcp');
const CHROMIUM_ONLY = process.argv.includes('--chromium');
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

function build(outDir, mode, env = {}) {
  const result = spawnSync('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function lighthouseInstalled() {
  try {
    createRequire(import.meta.url).resolve('lighthouse');
    return true;
  } catch {
    return false;
  }
}

/** A target's label as a file name: '/wallet (return)' → 'wallet-return'. */
const fileNameOf = (label) =>
  label
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

async function withLighthouse(targets) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  for (const target of targets) {
    const runs = [];
    // A run whose trace Chrome failed to record (NO_NAVSTART and the like) has no figures: it is reported and run
    // again, a few times at most, so the medians are of real measurements.
    let failures = 0;
    for (let run = 0; run < RUNS; run++) {
      const chrome = await launch({ chromePath: requireChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
      try {
        if (target.state) {
          // The prepared session: the same profile, signed in over CDP before Lighthouse runs (storage kept), from
          // `prepareAt`, a static file of the origin (nothing of the app is loaded: a first visit, as after a
          // release); for a return, the page is then opened once signed in (`visitedBefore`).
          const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
          const context = browser.contexts()[0];
          await context.addCookies(target.state.cookies);
          const page = await context.newPage();
          await page.goto(`${target.base}${target.prepareAt}`);
          await page.evaluate((origins) => {
            for (const { localStorage: items } of origins) for (const { name, value } of items) localStorage.setItem(name, value);
          }, target.state.origins);
          // A return: the customer opened the page before, signed in, and it finished loading (its code, data and
          // messages came and ran), so what the measured load finds in the caches is what that visit left.
          if (target.visitedBefore) {
            await page.goto(`${target.base}${target.visitedBefore}`);
            await target.ready(page).waitFor();
            await page.waitForLoadState('networkidle');
          }
          await page.close();
          // Disconnected (Chrome keeps running): attached, Playwright would follow Lighthouse's page too, its
          // events and scripts adding work to the main thread being measured.
          await browser.close();
        }
        const result = await lighthouse(`${target.base}${target.path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(target.state),
        });
        if (result.lhr.runtimeError) {
          console.log(`${target.path}: run ${run + 1} failed (${result.lhr.runtimeError.code}); running it again`);
          if (++failures > 3) throw new Error(`Lighthouse failed ${failures} times on ${target.path}`);
          run--;
          continue;
        }
        const audits = result.lhr.audits;
        // Each run's report, to read its long tasks and main-thread breakdown later (reports/ is not committed).
        mkdirSync('reports/lighthouse', { recursive: true });
        writeFileSync(`reports/lighthouse/${fileNameOf(target.label)}-${run + 1}.json`, JSON.stringify(result.lhr));
        runs.push({
          tasks: TASKS ? lanternTasks(result.lhr, result.artifacts.Trace, `${target.base}${target.path}`) : [],
          lcpGraph: LCP_GRAPH ? await lanternLcpGraph(result.lhr, result.artifacts) : undefined,
          fcpGraphs: FCP_GRAPH
            ? await Promise.all(
                ['optimistic', 'pessimistic'].map((estimate) =>
                  lanternLcpGraph(result.lhr, result.artifacts, { metric: 'fcp', estimate }),
                ),
              )
            : [],
          benchmark: result.lhr.environment.benchmarkIndex,
          score: Math.round(result.lhr.categories.performance.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          fcp: audits['first-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      } finally {
        await chrome.kill();
      }
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    // The range beside the medians: Lighthouse's simulated TBT swings widely from run to run on a shared machine.
    const range = (key) =>
      `${Math.round(Math.min(...runs.map((run) => run[key])))}–${Math.round(Math.max(...runs.map((run) => run[key])))}`;
    console.log(
      `${target.label.padEnd(16)} score ${pick('score')} (${range('score')})  LCP ${(pick('lcp') / 1000).toFixed(2)} s  FCP ${(pick('fcp') / 1000).toFixed(2)} s  TBT ${Math.round(pick('tbt'))} ms (${range('tbt')})  CLS ${pick('cls').toFixed(3)}  (Lighthouse mobile, median of ${RUNS}; ` +
        `this machine's benchmark index ${Math.round(pick('benchmark'))}: TBT grows as it falls)`,
    );
    if (TASKS) printLanternTasks(target.label, runs.find((run) => run.tbt === pick('tbt')).tasks);
    if (LCP_GRAPH) printLanternLcpGraph(target.label, runs.find((run) => run.lcp === pick('lcp')).lcpGraph);
    for (const graph of runs.find((run) => run.fcp === pick('fcp')).fcpGraphs) printLanternLcpGraph(target.label, graph);
  }
}

async function withChromium(browser, targets) {
  for (const target of targets) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        ...devices['Moto G4'],
        baseURL: target.base,
        ...(target.state ? { storageState: target.state } : {}),
      });
      await observeLoad(context);
      const page = await context.newPage();
      runs.push(await measureLoad(page, target.path, target.ready));
      await context.close();
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    console.log(
      `${target.label.padEnd(16)} LCP ${(pick('lcp') / 1000).toFixed(2)} s  FCP ${(pick('fcp') / 1000).toFixed(2)} s  TBT ${Math.round(pick('tbt'))} ms  CLS ${pick('cls').toFixed(3)}  JS ${(pick('jsTransfer') / 1024).toFixed(1)} kB transferred  (Chromium, mobile throttling, median of ${RUNS})`,
    );
  }
}

if (!process.argv.includes('--no-build'))
  build('reports/lighthouse/prod', 'production', demoApiBuildEnv(`http://127.0.0.1:${API_PORT}`));
const api = await startDemoApiServer({ port: API_PORT });
const prod = await startNginx({ root: 'reports/lighthouse/prod', port: PORT });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  const state = await signedInState(browser, prod.url);
  // Signed in, the session stored from the favicon (a static file: no file of the app is in the browser's caches).
  // Its address with a query: the icon itself, kept a day, must not be in the cache of the measured first visit.
  const wallet = {
    base: prod.url,
    path: '/wallet',
    state,
    prepareAt: '/favicon.svg?prepare',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  };
  const targets = [
    { label: '/sign-in', base: prod.url, path: '/sign-in', ready: (page) => page.locator('#root form button[type="submit"]') },
    // A first visit, and a return: /wallet opened once, signed in, before the measured load.
    { label: '/wallet', ...wallet },
    // The Chromium fallback measures first visits only (a fresh context each run).
    ...(lighthouseInstalled() && !CHROMIUM_ONLY ? [{ label: '/wallet (return)', visitedBefore: '/wallet', ...wallet }] : []),
  ].filter((target) => ONLY === undefined || target.label.includes(ONLY));
  if (lighthouseInstalled() && !CHROMIUM_ONLY) await withLighthouse(targets);
  else {
    console.log(
      CHROMIUM_ONLY
        ? 'Measured in Chromium with the mobile preset’s throttling (--chromium), no score:'
        : 'Lighthouse is not installed (node_modules/lighthouse is missing: `npm i -D lighthouse chrome-launcher`), so there is no score.\n' +
            'The same figures measured in Chromium with the mobile preset’s throttling instead:',
    );
    await withChromium(browser, targets);
  }
} finally {
  await browser.close();
  await prod.stop();
  await api.stop();
}
