#!/usr/bin/env node
// A production build against a real backend must carry none of the demo backend: no src/mocks module, no MSW,
// no service-worker script. Builds one (into dist-prod/) and reads what every chunk was made from (its source
// map) and every emitted file name.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const OUT_DIR = 'dist-prod';
/** Modules only the demo backend brings in: its own sources and MSW's. */
const DEMO_SOURCES = ['/src/mocks/', '/node_modules/msw/', '/node_modules/@mswjs/', '/node_modules/openapi-msw/'];

rmSync(OUT_DIR, { recursive: true, force: true });
const build = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_API_BASE_URL: 'https://api.wallet.example',
    VITE_PUSHER_KEY: 'check',
    VITE_PUSHER_HOST: 'ws.wallet.example',
  },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });

const emitted = files(OUT_DIR);
const maps = emitted.filter((file) => file.endsWith('.map'));
const findings = [
  ...emitted.filter((file) => path.basename(file).startsWith('mockServiceWorker')),
  ...maps.flatMap((file) => {
    const { sources } = JSON.parse(readFileSync(file, 'utf8'));
    return sources
      .filter((source) => DEMO_SOURCES.some((marker) => source.includes(marker)))
      .map((source) => `${file}: ${source}`);
  }),
];
const modules = new Set(maps.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).sources));
rmSync(OUT_DIR, { recursive: true, force: true });

if (findings.length > 0) {
  console.error(`The production build contains demo-backend code:\n${findings.join('\n')}`);
  process.exit(1);
}
console.log(
  `Production build: ${emitted.length} files, ${modules.size} modules; none from ${DEMO_SOURCES.join(', ')}, no worker script.`,
);
