// Scripting time of an interaction from a V8 CPU profile (CDP Profiler), split by who ran it: the app, or the
// demo backend (our MSW handlers and database under src/mocks, MSW and its helper packages), which answers
// inside the page only because there is no real server in the demo build. Each sample's self time goes to the
// source module of its function, found through the build's source maps; built-in functions (JSON.parse, …)
// count for the nearest caller with a script, and garbage collection is shared out in proportion to the rest.
// Functions with no script anywhere on their stack are the harness's (Playwright evaluates its waits in the page).
import { readSourceMap } from './source-maps.mjs';

/** Packages that only the demo backend brings into the page. */
const DEMO_BACKEND_PACKAGES = new Set([
  'msw',
  '@msw/url',
  '@mswjs/interceptors',
  '@open-draft/until',
  '@open-draft/deferred-promise',
  '@open-draft/logger',
  'openapi-msw',
  'cookie',
  'headers-polyfill',
  'is-node-process',
  'outvariant',
  'rettime',
  'strict-event-emitter',
  'tough-cookie',
  'tldts',
  'tldts-core',
  'until-async',
  'debug',
  'ms',
]);

/** Samples that are not JavaScript: idle, and the browser's own work (style, layout, paint). */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(root)']);
const GC = '(garbage collector)';

export const CATEGORY = { app: 'app', demo: 'demo backend', harness: 'harness' };
/** Functions with no script URL in their whole stack: Playwright's injected scripts (waiting for the result). */
export const HARNESS = '(no script: Playwright)';

/**
 * Microseconds between samples: V8's own default (as Node's --cpu-prof). The samples only share the measured
 * scripting out between the app, the demo backend and the harness; each one interrupts the page's main thread, and
 * at 100 µs that cost was counted as scripting too (ADR 0026, session 58). BENCH_SAMPLING_US for a finer look.
 */
const SAMPLING_INTERVAL_US = Number(process.env.BENCH_SAMPLING_US ?? 1000);

/** Starts sampling on `cdp` (a page's CDP session). */
export async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
}

export async function stopProfile(cdp) {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  return profile;
}

export function categoryOf(module) {
  if (module === HARNESS) return CATEGORY.harness;
  if (module.startsWith('src/mocks/') || DEMO_BACKEND_PACKAGES.has(module)) return CATEGORY.demo;
  return CATEGORY.app;
}

/**
 * Finds the source of a position in a built script of `root` (a folder served at the page's origin): its module,
 * and the original file and line (`file:line`, so --detail can name a function of a minified build).
 */
export function sourceResolver(root) {
  const maps = new Map();
  const load = (url) => {
    if (maps.has(url)) return maps.get(url);
    let entry = null;
    try {
      entry = readSourceMap(`${root}${new URL(url).pathname}`);
    } catch {
      entry = null;
    }
    maps.set(url, entry);
    return entry;
  };
  return (url, line, column) => {
    const map = load(url);
    if (!map) {
      const module = url.replace(/^https?:\/\/[^/]+\//, '');
      return { module, where: module };
    }
    const segments = map.lines[line] ?? [];
    let found = null;
    for (const segment of segments) {
      if (segment[0] > column) break;
      if (segment[1] >= 0) found = segment;
    }
    found ??= segments.find(([, source]) => source >= 0) ?? null;
    if (!found) return { module: '?', where: '?' };
    const module = map.modules[found[1]];
    return { module, where: `${map.files?.[found[1]] ?? module}:${found[2] + 1}` };
  };
}

/**
 * Milliseconds of scripting per category and per module in `profile`. `resolve(url, line, column)` gives the
 * module of a function and where it is (sourceResolver).
 */
export function attribute(profile, resolve) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const sourceOfNode = new Map();
  /** A function's { module, where }: its own script's, or for a built-in its nearest caller's with a script. */
  const sourceOf = (id) => {
    if (sourceOfNode.has(id)) return sourceOfNode.get(id);
    const { callFrame } = byId.get(id);
    let source = null;
    if (callFrame.url) source = resolve(callFrame.url, callFrame.lineNumber, callFrame.columnNumber);
    else if (parent.has(id)) source = sourceOf(parent.get(id));
    sourceOfNode.set(id, source);
    return source;
  };

  const modules = new Map();
  const functions = new Map();
  let gc = 0;
  const { samples, timeDeltas } = profile;
  for (let index = 0; index < samples.length; index++) {
    // A sample lasts until the next one.
    const ms = ((timeDeltas[index + 1] ?? 0) > 0 ? timeDeltas[index + 1] : 0) / 1000;
    const node = byId.get(samples[index]);
    const name = node.callFrame.functionName;
    if (name === GC) gc += ms;
    else if (!NOT_SCRIPT.has(name) || node.callFrame.url) {
      const { module, where } = sourceOf(node.id) ?? { module: HARNESS, where: HARNESS };
      modules.set(module, (modules.get(module) ?? 0) + ms);
      const fn = `${where} ${name || '(anonymous)'}`;
      functions.set(fn, (functions.get(fn) ?? 0) + ms);
    }
  }
  const totals = { [CATEGORY.app]: 0, [CATEGORY.demo]: 0, [CATEGORY.harness]: 0 };
  for (const [module, ms] of modules) totals[categoryOf(module)] += ms;
  const script = totals[CATEGORY.app] + totals[CATEGORY.demo] + totals[CATEGORY.harness];
  if (script > 0) for (const key of Object.keys(totals)) totals[key] += (gc * totals[key]) / script;
  const top = [...modules].map(([module, ms]) => ({ module, ms, category: categoryOf(module) })).sort((a, b) => b.ms - a.ms);
  const hottest = [...functions].map(([fn, ms]) => ({ fn, ms })).sort((a, b) => b.ms - a.ms);
  return { app: totals[CATEGORY.app], demo: totals[CATEGORY.demo], harness: totals[CATEGORY.harness], gc, top, hottest };
}
