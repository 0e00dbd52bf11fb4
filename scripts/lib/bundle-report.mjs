// What a customer downloads, read from a production build's manifest: the first load (the entry and its static
// imports), every lazily loaded chunk, and per route the JS of a first visit to it. Routes, their screens and
// layouts are read from src/shared/routes, src/app/routing/screens.ts and route-table.ts, so a new route shows
// up without touching this file.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { START_UP_MODULES } from '../../deploy/start-up.ts';

/**
 * What the main layout's pages load once their first screen is shown with its data (services/scheduling/
 * first-screen.ts): the socket client and the idle warning's dialog (ADR 0025 amended).
 */
const AFTER_FIRST_PAINT_CHUNKS = ['src/services/realtime/client.ts', 'src/app/layouts/IdleWarning.tsx'];
/**
 * Chunks the app awaits before its first paint, named as the build's chunk groups name them (vite.config.ts): the
 * default language's core messages on every route (src/app/boot.tsx), and its feature's with a route's screen
 * (src/app/routing/screens.ts).
 */
const BEFORE_FIRST_PAINT_GROUPS = ['messages-en'];
const featureMessagesGroup = (feature) => `messages-en-${feature}`;
/** A layout's chunk and what the router loads with it (the main layout's query client). */
const LAYOUT_CHUNKS = { main: ['src/app/layouts/MainLayoutRoute.tsx', 'src/app/query-client.ts'] };

export function bundleReport(outDir) {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
  const sizes = new Map();
  const gzip = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(`${outDir}/${file}`)).length);
    return sizes.get(file);
  };
  const raw = (file) => readFileSync(`${outDir}/${file}`).length;

  /** Every chunk loaded with `key` before anything lazy: its static imports, transitively. */
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) staticClosure(child, seen);
    return seen;
  };
  // A module's chunk: the manifest names entries by source; a module in a planned chunk (deploy/chunk-plan.ts) or
  // merged into another is found in the list of each chunk's modules the build writes (deploy/delivery-plugin.ts).
  let modulesByKey;
  const chunkModules = () => {
    if (modulesByKey) return modulesByKey;
    const listFile = `${outDir}/.deploy/chunk-modules.json`;
    const byFile = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};
    modulesByKey = Object.entries(manifest).map(([key, chunk]) => [key, byFile[chunk.file] ?? []]);
    return modulesByKey;
  };
  const keyOf = (suffix) =>
    Object.keys(manifest).find((key) => key === suffix || key.endsWith(`/${suffix}`)) ??
    chunkModules().find(([, modules]) => modules.some((module) => module === suffix || module.endsWith(`/${suffix}`)))?.[0];
  const filesOf = (keys) => [...new Set([...keys].map((key) => manifest[key].file))];
  const gzipOfKeys = (keys) => filesOf(keys).reduce((sum, file) => sum + gzip(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry checks the configuration, then always starts the app (deploy/start-up.ts: boot, then each stage a
  // task after the one before): all of them are the first load.
  const firstLoad = staticClosure(entryKey);
  for (const module of START_UP_MODULES) {
    const key = keyOf(module);
    if (!key) throw new Error(`No chunk of the build holds the start-up stage ${module} (deploy/start-up.ts).`);
    staticClosure(key, firstLoad);
  }
  const firstCss = [...new Set([...firstLoad].flatMap((key) => manifest[key].css ?? []))];
  const first = {
    js: gzipOfKeys(firstLoad),
    jsRaw: filesOf(firstLoad).reduce((sum, file) => sum + raw(file), 0),
    css: firstCss.reduce((sum, file) => sum + gzip(file), 0),
    cssRaw: firstCss.reduce((sum, file) => sum + raw(file), 0),
    files: filesOf(firstLoad),
  };

  // A lazy chunk's "own JS" is its file and the chunks only it brings (loaded by no other lazily loaded entry and
  // not in the first load); chunks that several entries import (form libraries, a select, zod) are shared: counted
  // once, as "shared", and in every route's first visit that downloads them. The budget checker reads the same figures.
  // Chunk groups (vite.config.ts) are loaded by dynamic imports too, without being a dynamic entry themselves.
  const dynamicallyImported = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const dynamicEntries = Object.entries(manifest).filter(
    ([key, chunk]) => (chunk.isDynamicEntry || dynamicallyImported.has(key)) && !firstLoad.has(key),
  );
  const usedBy = new Map();
  for (const [key] of dynamicEntries)
    for (const part of staticClosure(key)) if (!firstLoad.has(part)) usedBy.set(part, (usedBy.get(part) ?? 0) + 1);
  const lazy = dynamicEntries
    .map(([key, chunk]) => {
      const closure = [...staticClosure(key)].filter((part) => !firstLoad.has(part));
      const own = closure.filter((part) => part === key || usedBy.get(part) === 1);
      const shared = closure.filter((part) => !own.includes(part));
      const css = [...new Set(own.flatMap((part) => manifest[part].css ?? []))];
      return {
        name: chunk.src ?? chunk.name ?? key,
        js: gzipOfKeys(own),
        shared: gzipOfKeys(shared),
        css: css.reduce((s, f) => s + gzip(f), 0),
        files: filesOf(own),
      };
    })
    .sort((a, b) => b.js - a.js);

  const routePaths = new Map(
    [...readFileSync('src/shared/routes/paths.ts', 'utf8').matchAll(/^ {2}'?([\w-]+)'?: '(\/[^']*)',$/gm)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const screenLoads = new Map(
    [
      ...readFileSync('src/app/routing/screens.ts', 'utf8').matchAll(
        /'?([\w-]+)'?: feature\('[\w-]+', async \(\) => \(await import\('@\/features\/([\w-]+)'\)\)\.(?:load(\w+)\(\))?/g,
      ),
    ].map((m) => [m[1], { feature: `src/features/${m[2]}/index.ts`, area: m[2], screen: m[3] }]),
  );
  const routeRules = new Map(
    [...readFileSync('src/app/routing/route-table.ts', 'utf8').matchAll(/route\('([\w-]+)', '(\w+)', '(\w+)'\)/g)].map((m) => [
      m[1],
      { layout: m[2], access: m[3] },
    ]),
  );

  // Per route: the first load, the route's layout, its feature's chunk and, for a screen its feature loads on its
  // own (`loadXScreen()`), that screen's chunk. `js` is what the first paint can wait for (what budgets check);
  // `afterPaint` adds what signed-in routes load once their first screen is shown (the socket, the idle dialog).
  const closureOf = (suffixes, keys) => {
    const chunks = [];
    for (const suffix of suffixes) {
      const key = keyOf(suffix.replace(/^\//, ''));
      // Never a silent undercount: a route's part that no chunk is found for is a broken report, not a smaller route.
      if (!key) throw new Error(`bundle report: no chunk holds ${suffix} (is ${outDir}/.deploy/chunk-modules.json there?)`);
      const name = manifest[key].src ?? manifest[key].name ?? key;
      if (!chunks.includes(name)) chunks.push(name);
      for (const part of staticClosure(key)) keys.add(part);
    }
    return chunks;
  };
  const routes = [...routePaths].map(([name, path]) => {
    const load = screenLoads.get(name);
    const rules = routeRules.get(name) ?? { layout: 'auth', access: 'guest' };
    const wanted = [
      ...(LAYOUT_CHUNKS[rules.layout] ?? []),
      ...(load ? [load.feature] : []),
      ...(load?.screen ? [`/screens/${load.screen}.tsx`] : []),
    ];
    const keys = new Set(firstLoad);
    for (const group of [...BEFORE_FIRST_PAINT_GROUPS, ...(load ? [featureMessagesGroup(load.area)] : [])]) {
      const key = Object.keys(manifest).find((candidate) => manifest[candidate].name === group && !manifest[candidate].src);
      if (key) for (const part of staticClosure(key)) keys.add(part);
    }
    const chunks = closureOf(wanted, keys);
    const js = gzipOfKeys(keys);
    const later = new Set(keys);
    const laterChunks = rules.layout === 'main' ? closureOf(AFTER_FIRST_PAINT_CHUNKS, later) : [];
    return { name, path, js, chunks, files: filesOf(keys), afterPaint: gzipOfKeys(later), laterChunks };
  });

  const mockFiles = Object.values(manifest).filter((chunk) => (chunk.src ?? '').includes('src/mocks') || /msw/.test(chunk.file));
  return { first, lazy, routes, mockFiles: mockFiles.map((chunk) => chunk.file), gzip };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
