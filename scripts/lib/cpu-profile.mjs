// Scripting time of an interaction from a V8 CPU profile (CDP Profiler), split by who ran it: the app, or the
// demo backend (our MSW handlers and database under src/mocks, MSW and its helper packages), which answers
// inside the page only because there is no real server in the demo build. Each sample's self time goes to the
// source module of its function, found through the build's source maps; built-in functions (JSON.parse, …)
// count for the nearest caller with a script, and garbage collection is shared out in proportion to the rest.
// Functions with no script anywhere on their stack are the harness's (Playwright evaluates its waits in the page).
import { existsSync, readFileSync } from 'node:fs';

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

/** Starts sampling on `cdp` (a page's CDP session). */
export async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}

export async function stopProfile(cdp) {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  return profile;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Per generated line, the [column, source index] of each mapped segment, in column order. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** 'node_modules/@scope/name/…' → '@scope/name'; our own files stay paths from the repository root. */
function moduleName(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^(\.\.\/)+/, '').replace(/^\/?(work\/[^/]+\/)?/, '');
  const rest = source.slice(at + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

export function categoryOf(module) {
  if (module === HARNESS) return CATEGORY.harness;
  if (module.startsWith('src/mocks/') || DEMO_BACKEND_PACKAGES.has(module)) return CATEGORY.demo;
  return CATEGORY.app;
}

/** Finds the source module of a position in a built script of `root` (a folder served at the page's origin). */
export function sourceResolver(root) {
  const maps = new Map();
  const load = (url) => {
    if (maps.has(url)) return maps.get(url);
    let entry = null;
    try {
      const file = `${root}${new URL(url).pathname}`;
      if (existsSync(`${file}.map`)) {
        const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
        entry = { sources: map.sources.map(moduleName), lines: decodeMappings(map.mappings) };
      }
    } catch {
      entry = null;
    }
    maps.set(url, entry);
    return entry;
  };
  return (url, line, column) => {
    const map = load(url);
    if (!map) return url.replace(/^https?:\/\/[^/]+\//, '');
    const segments = map.lines[line] ?? [];
    let found = -1;
    for (const [start, source] of segments) {
      if (start > column) break;
      if (source >= 0) found = source;
    }
    if (found < 0) found = segments.find(([, source]) => source >= 0)?.[1] ?? -1;
    return found < 0 ? '?' : map.sources[found];
  };
}

/**
 * Milliseconds of scripting per category and per module in `profile`. `resolve(url, line, column)` names
 * the module of a function.
 */
export function attribute(profile, resolve) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const moduleOfNode = new Map();
  const moduleOf = (id) => {
    if (moduleOfNode.has(id)) return moduleOfNode.get(id);
    const { callFrame } = byId.get(id);
    let module = null;
    if (callFrame.url) module = resolve(callFrame.url, callFrame.lineNumber, callFrame.columnNumber);
    else if (parent.has(id)) module = moduleOf(parent.get(id));
    moduleOfNode.set(id, module);
    return module;
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
      const module = moduleOf(node.id) ?? HARNESS;
      modules.set(module, (modules.get(module) ?? 0) + ms);
      const fn = `${module} ${name || '(anonymous)'}`;
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
