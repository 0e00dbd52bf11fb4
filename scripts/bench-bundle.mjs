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

console.log('\nLazy chunks (loaded on demand; JS includes chunks only they import), gzip');
for (const chunk of lazy) console.log(`  ${kb(chunk.js).padStart(10)} JS  ${kb(chunk.css).padStart(9)} CSS  ${chunk.name}`);

console.log("\nPer route: JS of a first visit (gzip): the first load plus the route's layout and own chunks");
for (const route of routes) {
  const where = route.chunks.length > 0 ? route.chunks.join(' + ') : 'title-only screen in the entry';
  console.log(`  ${route.path.padEnd(34)} ${kb(route.js).padStart(9)}  (+${kb(route.js - first.js)}: ${where})`);
}
console.log(`\nDemo backend in this build: ${mockFiles.length === 0 ? 'none (as expected)' : mockFiles.join(', ')}`);
