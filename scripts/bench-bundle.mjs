#!/usr/bin/env node
// `npm run bench:bundle`: builds for production (a real backend configured, so no demo code) and prints what a
// customer downloads: first-load JS and CSS (gzip) of the entry and the size of every lazily loaded chunk.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fakeRealBackendEnv } from './lib/real-backend-env.mjs';

const OUT = 'reports/bench-dist';
const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...fakeRealBackendEnv, ...process.env },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(`${OUT}/.vite/manifest.json`, 'utf8'));
const gzip = (file) => gzipSync(readFileSync(`${OUT}/${file}`)).length;
const raw = (file) => readFileSync(`${OUT}/${file}`).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Every chunk loaded with `key` before anything lazy: its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The entry checks the configuration, then always imports the app (src/app/main.tsx): both are the first load.
const BOOT_KEY = 'src/app/boot.tsx';
const firstLoad = manifest[BOOT_KEY] ? staticClosure(BOOT_KEY, staticClosure(entryKey)) : staticClosure(entryKey);
const firstJs = [...firstLoad].map((key) => manifest[key].file);
const firstCss = [...new Set([...firstLoad].flatMap((key) => manifest[key].css ?? []))];

console.log('\nFirst load (entry and its static imports)');
console.log(
  `  JS   ${kb(firstJs.reduce((sum, f) => sum + gzip(f), 0)).padStart(10)} gzip  (${kb(firstJs.reduce((sum, f) => sum + raw(f), 0))} raw, ${firstJs.length} files)`,
);
console.log(
  `  CSS  ${kb(firstCss.reduce((sum, f) => sum + gzip(f), 0)).padStart(10)} gzip  (${kb(firstCss.reduce((sum, f) => sum + raw(f), 0))} raw)`,
);

const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && !firstLoad.has(key))
  .map(([key, chunk]) => {
    const own = [...staticClosure(key)].filter((k) => !firstLoad.has(k));
    const js = own.map((k) => manifest[k].file);
    const css = [...new Set(own.flatMap((k) => manifest[k].css ?? []))];
    return { name: chunk.src ?? key, js: js.reduce((s, f) => s + gzip(f), 0), css: css.reduce((s, f) => s + gzip(f), 0) };
  })
  .sort((a, b) => b.js - a.js);

console.log('\nLazy chunks (loaded on demand; JS includes chunks only they import), gzip');
for (const chunk of lazy) console.log(`  ${kb(chunk.js).padStart(10)} JS  ${kb(chunk.css).padStart(9)} CSS  ${chunk.name}`);

// Per route: what a first visit to it downloads: the first load, its feature's chunk and, for a screen its
// feature loads on its own (`loadXScreen()`), that screen's chunk; chunks they share are counted once. Read from
// the shared route paths and the screen map, so a new route shows up here without touching this script.
const routePaths = new Map(
  [...readFileSync('src/shared/routes/paths.ts', 'utf8').matchAll(/^ {2}'?([\w-]+)'?: '(\/[^']*)',$/gm)].map((m) => [m[1], m[2]]),
);
const screenLoads = new Map(
  [
    ...readFileSync('src/app/routing/screens.ts', 'utf8').matchAll(
      /'?([\w-]+)'?: async \(\) => \(await import\('@\/features\/([\w-]+)'\)\)\.(?:load(\w+)\(\))?/g,
    ),
  ].map((m) => [m[1], { feature: `src/features/${m[2]}/index.ts`, screen: m[3] }]),
);
const keyOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
const gzipOfKeys = (keys) => [...new Set([...keys].map((key) => manifest[key].file))].reduce((sum, file) => sum + gzip(file), 0);
const firstLoadJs = gzipOfKeys(firstLoad);
console.log("\nPer route: JS of a first visit (gzip): the first load plus the route's own chunks");
for (const [name, routePath] of routePaths) {
  const load = screenLoads.get(name);
  const keys = new Set(firstLoad);
  const chunks = [];
  for (const key of [load && keyOf(load.feature), load?.screen && keyOf(`/screens/${load.screen}.tsx`)]) {
    if (!key) continue;
    chunks.push(manifest[key].src ?? key);
    for (const part of staticClosure(key)) keys.add(part);
  }
  const total = gzipOfKeys(keys);
  const where = chunks.length > 0 ? chunks.join(' + ') : 'title-only screen in the entry';
  console.log(`  ${routePath.padEnd(34)} ${kb(total).padStart(9)}  (+${kb(total - firstLoadJs)}: ${where})`);
}

const mockFiles = Object.values(manifest).filter((chunk) => (chunk.src ?? '').includes('src/mocks') || /msw/.test(chunk.file));
console.log(
  `\nDemo backend in this build: ${mockFiles.length === 0 ? 'none (as expected)' : mockFiles.map((c) => c.file).join(', ')}`,
);
