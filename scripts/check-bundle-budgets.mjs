#!/usr/bin/env node
// The bundle budget check of `npm test`: reads a production build (the one scripts/check-prod-build.mjs leaves
// in dist-prod/, or the directory given) and fails when the first load, any route's first visit or any lazy
// chunk is over its budget in scripts/bundle-budgets.json, naming the offender and its biggest modules.
import { existsSync, readFileSync } from 'node:fs';
import { bundleReport, kb } from './lib/bundle-report.mjs';
import { overBudget } from './lib/bundle-budgets.mjs';
import { modulesOf } from './lib/chunk-modules.mjs';

const dir = process.argv[2] ?? 'dist-prod';
if (!existsSync(`${dir}/.vite/manifest.json`)) {
  console.error(`No production build with a manifest in ${dir}/ (run node scripts/check-prod-build.mjs first).`);
  process.exit(1);
}
const report = bundleReport(dir);
const budgets = JSON.parse(readFileSync('scripts/bundle-budgets.json', 'utf8'));
const over = overBudget(report, budgets);

for (const { what, bytes, budget, files } of over) {
  console.error(`Over budget: ${what}: ${kb(bytes)} gzip, budget ${kb(budget)}. Its biggest modules (raw):`);
  const modules = new Map();
  for (const file of files)
    for (const { name, bytes: size } of modulesOf(`${dir}/${file}`)) modules.set(name, (modules.get(name) ?? 0) + size);
  for (const [name, size] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.error(`    ${kb(size).padStart(9)}  ${name}`);
}
const checked = 1 + report.routes.length + report.lazy.length;
if (over.length > 0) {
  console.error(`${over.length} of ${checked} bundle figures over budget (scripts/bundle-budgets.json).`);
  process.exit(1);
}
const route = (path) => kb(report.routes.find((r) => r.path === path)?.js ?? 0);
console.log(
  `Bundle budgets: ${checked} figures within budget (first load ${kb(report.first.js)}, /sign-in ${route('/sign-in')}, /wallet ${route('/wallet')} gzip).`,
);
