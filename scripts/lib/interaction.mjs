// One interaction measured on a page with the CPU slowed 4×: from the input until its result is visible and the
// page is quiet again (no request of the page in flight for QUIET_MS, then a frame), as
//   - `wall`: milliseconds from the input to the result visible (the demo backend's latency included),
//   - `total`: Chromium's ScriptDuration metric over that span (what the figures before ADR 0026 were); it does
//     not count the scripts DevTools runs in the page, so Playwright's own waits are not in it (session 74),
//   - `requests`: how many requests the page sent in the span,
//   - `demo`: the part of that total that is the demo backend's (MSW and src/mocks, which answer inside the page
//     only because the demo build has no server; a real backend runs elsewhere): none when the span sent no
//     request; else the share a CPU profile gives it (CDP Profiler, self time by source module through the build's
//     source maps; ./cpu-profile.mjs), of this span when it was profiled, else of profiled runs (splitByProfiles),
//   - `harness`: the profile's time in Playwright's injected scripts (no script URL), printed, not subtracted,
//   - `app`: the rest, the app's own scripting: the figure held against a budget.
// The profiler is the measure's own cost: sampling the stack every millisecond slows the scripts it samples, by a
// quarter to a half at 4× (ADR 0026, session 85), so a span is profiled only when asked (`profile`); the figures
// are taken from spans without it, and the profiled ones say whose the scripting is (--detail, the split).
// The profile's own self times (which also hold the layouts scripts force) are kept in `profiled`.
// With `count`, the span's JavaScript function calls are counted instead (./call-count.mjs, runs of their own too):
// `calls`, the work done, as a figure the machine's load does not move.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCallCount, stopCallCount } from './call-count.mjs';
import { attribute, sourceResolver, startProfile, stopProfile } from './cpu-profile.mjs';

export const CPU_SLOWDOWN = 4;
const QUIET_MS = 300;
const QUIET_LIMIT_MS = 8000;

/**
 * Resolves, with the number of requests sent since it was called, once no request of the page has been in flight
 * for QUIET_MS (at most QUIET_LIMIT_MS).
 */
function networkQuiet(cdp) {
  const inFlight = new Set();
  let last = Date.now();
  let sent = 0;
  const started = (event) => {
    inFlight.add(event.requestId);
    sent += 1;
    last = Date.now();
  };
  const ended = (event) => {
    inFlight.delete(event.requestId);
    last = Date.now();
  };
  cdp.on('Network.requestWillBeSent', started);
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  return async () => {
    const until = Date.now() + QUIET_LIMIT_MS;
    while (Date.now() < until && (inFlight.size > 0 || Date.now() - last < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    cdp.off('Network.requestWillBeSent', started);
    cdp.off('Network.loadingFinished', ended);
    cdp.off('Network.loadingFailed', ended);
    return sent;
  };
}

/**
 * Measures `interact` (the input) until `done` resolves (the result is visible) and the page is quiet.
 * `root` is the folder of the build being served (its source maps name the modules); `profile`: take a CPU profile
 * of the span (it slows the span down: see above).
 */
export async function measureInteraction(page, { root, interact, done, profile: profiling = true, count = false }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scriptDuration = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((entry) => entry.name === 'ScriptDuration').value * 1000;
  // The garbage left by setting the scene (a sign-in, a hundred events) is collected first, as DevTools' recorder
  // lets one do: a collection of it that fell inside the span was shared out to the interaction as its own.
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(300);
  const quiet = networkQuiet(cdp);
  if (count) await startCallCount(cdp);
  else if (profiling) await startProfile(cdp);
  const before = await scriptDuration();
  const start = performance.now();
  await interact();
  await done();
  const wall = performance.now() - start;
  const requests = await quiet();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const total = (await scriptDuration()) - before;
  if (count) {
    const calls = await stopCallCount(cdp, { root, resolve: sourceResolver(root) });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    return { wall, total, requests, calls };
  }
  const profile = profiling ? await stopProfile(cdp) : null;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  // Unprofiled: a span that sent no request is the app's alone; one that did waits for splitByProfiles.
  if (!profile)
    return { wall, total, requests, ...(requests === 0 ? { app: total, demo: 0 } : {}), harness: undefined, profiled: null };
  const keepIn = process.env.BENCH_CPU_PROFILES;
  if (keepIn) {
    mkdirSync(keepIn, { recursive: true });
    writeFileSync(path.join(keepIn, `${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`), JSON.stringify(profile));
  }
  const profiled = attribute(profile, sourceResolver(root));
  // ScriptDuration is the scripting as Chromium counts it; the profile's samples are wall-clock (a busy machine
  // and forced layouts stretch them), so it only says whose the scripting was: the total is split between the app
  // and the demo backend in their shares. Playwright's scripts are not in that total (Chromium does not count
  // what DevTools runs in the page: ADR 0026, session 74), so they take no share; their profile time is printed.
  const demo = total * demoShare(profiled);
  return { wall, total, requests, app: total - demo, demo, harness: profiled.harness, profiled };
}

/** The demo backend's share of the app's and its scripting in an attributed profile. */
const demoShare = ({ app, demo }) => (app + demo > 0 ? demo / (app + demo) : 0);

/**
 * Unprofiled results that sent requests are split between the app and the demo backend by the median share of
 * profiled runs of the same interaction (their profiles were taken on spans of their own).
 */
export function splitByProfiles(results, profiledRuns) {
  const shares = profiledRuns.map((result) => demoShare(result.profiled));
  const share = shares.length > 0 ? median(shares) : 0;
  const harness = profiledRuns.length > 0 ? median(profiledRuns.map((result) => result.harness)) : undefined;
  return results.map((result) => ({
    ...result,
    harness: result.harness ?? harness,
    ...(result.app === undefined ? { app: result.total * (1 - share), demo: result.total * share } : {}),
  }));
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One line of figures (medians of `results`), and with `detail` the app's hottest modules and functions in the
 * median of `profiledRuns` (the results themselves when they were profiled; profiled runs of their own, taken
 * after them, whose ScriptDuration is printed too: the profiler's cost shows beside the figure).
 */
export function report(name, budget, results, note, detail = false, profiledRuns = results, countedRuns = []) {
  const figure = (key) =>
    results.some((result) => result[key] === undefined) ? undefined : median(results.map((result) => result[key]));
  const ms = (value) => (value === undefined ? 'not taken' : `${value.toFixed(1)} ms`).padStart(9);
  const apps = results.map((result) => result.app);
  const range = `runs ${Math.min(...apps).toFixed(1)}–${Math.max(...apps).toFixed(1)} ms`;
  console.log(
    `${name.padEnd(44)} app ${ms(figure('app'))} (${budget === undefined ? 'no budget' : `budget ${budget} ms`}, ${range})  demo backend ${ms(figure('demo'))}  harness ${ms(figure('harness'))}  ScriptDuration ${ms(figure('total'))}  [${note}; median of ${results.length}, ${CPU_SLOWDOWN}× CPU]`,
  );
  const counted = countedRuns.filter((result) => result.calls);
  if (counted.length > 0) {
    const calls = (key) => median(counted.map((result) => result.calls[key])).toLocaleString('en');
    console.log(
      `    function calls (V8 precise coverage, ${counted.length} run${counted.length === 1 ? '' : 's'} of their own): app ${calls('app')}, demo backend ${calls('demo')}, harness ${calls('harness')}`,
    );
  }
  if (!detail) return;
  console.log(
    `    every run: app ${apps.map((value) => value.toFixed(1)).join(', ')} ms; requests sent ${results.map((result) => result.requests ?? '?').join(', ')}`,
  );
  const withProfiles = profiledRuns.filter((result) => result.profiled);
  if (withProfiles.length === 0) return;
  if (profiledRuns !== results) {
    const totals = withProfiles.map((result) => result.total);
    console.log(
      `    with the CPU profiler on (${withProfiles.length} runs of their own): ScriptDuration ${median(totals).toFixed(1)} ms (${Math.min(...totals).toFixed(1)}–${Math.max(...totals).toFixed(1)})`,
    );
  }
  const middle = [...withProfiles].sort((a, b) => a.app - b.app)[Math.floor(withProfiles.length / 2)];
  const { profiled } = middle;
  console.log(
    `    CPU profile of the median profiled run: app ${profiled.app.toFixed(1)} ms, demo backend ${profiled.demo.toFixed(1)} ms, harness ${profiled.harness.toFixed(1)} ms (GC ${profiled.gc.toFixed(1)} ms shared out)`,
  );
  for (const { module, ms: spent, category } of profiled.top.slice(0, 15)) {
    console.log(
      `    ${spent.toFixed(1).padStart(7)} ms  ${category === 'app' ? '     ' : category === 'demo backend' ? 'demo ' : 'harn '} ${module}`,
    );
  }
  console.log('    hottest functions:');
  for (const { fn, ms: spent } of profiled.hottest.slice(0, 15)) console.log(`    ${spent.toFixed(1).padStart(7)} ms  ${fn}`);
}
