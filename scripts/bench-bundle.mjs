#!/usr/bin/env node
// `npm run bench:bundle`: builds for production (a real backend configured, so no demo code) and prints what a
// customer downloads: first-load JS and CSS (gzip), every lazily loaded chunk and each route's first visit.
import { spawnSync } from 'node:child_process';
import { bundleReport, kb } from './lib/bundle-report.mjs';
import { fakeRealBackendEnv } from './lib/real-backend-env.mjs';

const OUT = 'reports/bench-dist';
const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...fakeRealBackendEnv, ...process.env },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const { first, lazy, routes, mockFiles } = bundleReport(OUT);
console.log('\nFirst load (entry and its static imports)');
console.log(`  JS   ${kb(first.js).padStart(10)} gzip  (${kb(first.jsRaw)} raw, ${first.files.length} files)`);
console.log(`  CSS  ${kb(first.css).padStart(10)} gzip  (${kb(first.cssRaw)} raw)`);

console.log('\nLazy chunks (loaded on demand), gzip: own JS (the chunk and what only it imports; what budgets check),');
console.log('shared JS (chunks other lazy entries import too, beyond the first load) and CSS');
for (const chunk of lazy)
  console.log(
    `  ${kb(chunk.js).padStart(10)} own  ${kb(chunk.shared).padStart(9)} shared  ${kb(chunk.css).padStart(9)} CSS  ${chunk.name}`,
  );

console.log("\nPer route (gzip): JS of a first visit up to its first paint (the first load plus the route's layout and");
console.log("chunks; what budgets check), the route's own JS (its feature's and screen's own JS, as in the lazy list; the");
console.log("issue's per-route budgets), and for signed-in routes the total once the socket client has loaded after the paint");
const ownOf = (name) => (name.startsWith('src/features/') ? (lazy.find((chunk) => chunk.name === name)?.js ?? 0) : 0);
for (const route of routes) {
  const where = route.chunks.length > 0 ? route.chunks.join(' + ') : 'title-only screen in the entry';
  const own = route.chunks.reduce((sum, name) => sum + ownOf(name), 0);
  const later = route.laterChunks.length > 0 ? `  then ${kb(route.afterPaint).padStart(9)} after paint` : '';
  console.log(
    `  ${route.path.padEnd(34)} ${kb(route.js).padStart(9)}  own ${kb(own).padStart(8)}${later}  (+${kb(route.js - first.js)}: ${where})`,
  );
}
console.log(`\nDemo backend in this build: ${mockFiles.length === 0 ? 'none (as expected)' : mockFiles.join(', ')}`);
