#!/usr/bin/env node
// `npm run bench:long-tasks`: what each long task of a first visit runs. The production build behind nginx with
// the served demo API (as bench:lighthouse measures it), loaded unthrottled in Chromium like Lighthouse's observed
// load, with a trace of the page's main thread and a CPU profile. Prints, per page, every task that Lighthouse's
// simulation (4× CPU) counts as long, with the events it ran (script evaluation, timers, layout …) and the
// modules and functions its time went to (through the build's source maps). A diagnostic: asserts nothing.
//   --path /wallet   only this page (repeatable; default /sign-in and /wallet)
//   --no-build       reuse the last build
//   --attribute      also sample the CPU, to name the modules and functions of each task (sampling slows the page:
//                    the durations then run longer than Lighthouse's)
//   --unminified     an unminified build (in reports/long-tasks/build): with --attribute, each sample is placed
//                    by its line, so a chunk's top-level code is named by module instead of '?'
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from './lib/chromium.mjs';
import { sourceResolver } from './lib/cpu-profile.mjs';
import { demoApiBuildEnv, startDemoApiServer } from './lib/demo-api-server.mjs';
import { startNginx } from './lib/nginx.mjs';
import { signedInState } from './lib/signed-in-state.mjs';
import { longTasksOf } from './lib/trace-tasks.mjs';

const UNMINIFIED = process.argv.includes('--unminified');
const ROOT = UNMINIFIED ? 'reports/long-tasks/build' : 'reports/lighthouse/prod';
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const API_PORT = PORT + 2;
const CPU_SLOWDOWN = 4;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];
const SAMPLER = 'disabled-by-default-v8.cpu_profiler';

const args = process.argv.slice(2);
const paths = args.flatMap((arg, index) => (args[index - 1] === '--path' ? [arg] : []));
const pages = paths.length > 0 ? paths : ['/sign-in', '/wallet'];

if (!args.includes('--no-build')) {
  const result = spawnSync(
    'npx',
    [
      ...['vite', 'build', '--mode', 'production', '--outDir', ROOT, '--emptyOutDir', '--logLevel', 'error'],
      ...(UNMINIFIED ? ['--minify', 'false'] : []),
    ],
    { stdio: 'inherit', env: { ...process.env, ...demoApiBuildEnv(`http://127.0.0.1:${API_PORT}`) } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const ms = (value) => `${Math.round(value)}`.padStart(4);

function print(path, tasks, fcp) {
  const counted = tasks.filter((task) => task.start >= fcp);
  const blocking = (list) => list.reduce((sum, task) => sum + Math.max(0, task.duration * CPU_SLOWDOWN - 50), 0);
  // Lighthouse's simulated FCP falls earlier than the observed one (the app's scripts are not render-blocking), so
  // it counts much of the start-up: the load's whole blocking time is the steadier figure to compare builds by.
  console.log(
    `\n${path}: FCP at ${Math.round(fcp)} ms (unthrottled); ${tasks.length} tasks over ${50 / CPU_SLOWDOWN} ms ` +
      `(50 ms at ${CPU_SLOWDOWN}×); they block ≈ ${Math.round(blocking(tasks))} ms at ${CPU_SLOWDOWN}× in all, ` +
      `≈ ${Math.round(blocking(counted))} ms after FCP`,
  );
  for (const task of tasks) {
    const when = task.start >= fcp ? '' : ' (before FCP)';
    console.log(`  at ${ms(task.start)} ms: ${ms(task.duration * CPU_SLOWDOWN)} ms at ${CPU_SLOWDOWN}×${when}`);
    for (const event of task.events) console.log(`      ${ms(event.duration * CPU_SLOWDOWN)}  ${event.label}`);
    const modules = task.modules.map(({ name, ms: time }) => `${name} ${Math.round(time * CPU_SLOWDOWN)}`).join(', ');
    if (modules) console.log(`      modules: ${modules}`);
    const functions = task.functions.map(({ name, ms: time }) => `${name} ${Math.round(time * CPU_SLOWDOWN)}`).join(', ');
    if (functions) console.log(`      functions: ${functions}`);
  }
}

const api = await startDemoApiServer({ port: API_PORT });
const server = await startNginx({ root: ROOT, port: PORT });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  const state = await signedInState(browser, server.url);
  const resolve = sourceResolver(ROOT);
  for (const path of pages) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      ...(path === '/sign-in' ? {} : { storageState: state }),
    });
    const page = await context.newPage();
    // The page's renderer made before tracing starts: a renderer the navigation itself spawned sometimes began it
    // before the trace reached that process, leaving no navigation in the trace. A file with the HTML's
    // cross-origin-opener policy (nginx sends it on every response), so the page stays in that renderer.
    await page.goto('/favicon.svg');
    await browser.startTracing(page, { categories: args.includes('--attribute') ? [...CATEGORIES, SAMPLER] : CATEGORIES });
    // No Playwright wait during the load: its polling runs in the page and would show as tasks of its own.
    await page.goto(path, { waitUntil: 'commit' });
    // The first screen and the later work (the socket client, Amplify's preload) that follows it.
    await page.waitForTimeout(6000);
    const heading = await page.evaluate(() => document.querySelector('#root h1')?.textContent);
    if (!heading) throw new Error(`${path} showed no heading within 6 s.`);
    const raw = await browser.stopTracing();
    // Kept for Chromium's performance panel (Load profile…) and a closer look.
    mkdirSync('reports/long-tasks', { recursive: true });
    writeFileSync(`reports/long-tasks/${path.slice(1).replaceAll('/', '-') || 'home'}.json`, raw);
    const trace = JSON.parse(raw.toString('utf8'));
    const { tasks, fcp } = longTasksOf(trace, {
      url: `${server.url}${path}`,
      minMs: 50 / CPU_SLOWDOWN,
      resolve,
      byLine: UNMINIFIED,
    });
    print(path, tasks, fcp);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await api.stop();
}
