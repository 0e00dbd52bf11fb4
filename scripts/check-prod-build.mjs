#!/usr/bin/env node
// A production build against a real backend must carry none of the demo backend: no src/mocks module, no MSW,
// no service-worker script, no demo credentials, no demo-fault switch; nor a library's development build. Builds one (into dist-prod/), reads
// what every chunk was made from (its source map, which must exist) and the text of every emitted file.
// The build (with its manifest) is left for scripts/check-bundle-budgets.mjs. It also checks that a production build without the real-backend configuration is refused.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fakeRealBackendEnv } from './lib/real-backend-env.mjs';

const OUT_DIR = 'dist-prod';
/** Modules only the demo backend brings in: its own sources and MSW's. */
const DEMO_SOURCES = ['/src/mocks/', '/node_modules/msw/', '/node_modules/@mswjs/', '/node_modules/openapi-msw/'];
/** Modules of a library's development build (its warnings), where a production build exists. */
const DEVELOPMENT_BUILDS = ['/node_modules/react-router/dist/development/', '.development.js'];
/** Text only the demo backend carries: its credentials, the fault switch, the mock workers. */
const DEMO_WORKERS = ['mockServiceWorker', 'demo-service-worker'];
const DEMO_TEXT = ['Wallet#Demo2026', '@wallet.test', 'demo-fault', ...DEMO_WORKERS];
const TEXT_FILES = /\.(js|mjs|css|html|json|txt|webmanifest)$/;

const problems = [];

// 1. Without the configuration, `vite build` (production) fails and names what is missing.
const unconfigured = Object.fromEntries(Object.keys(fakeRealBackendEnv).map((name) => [name, '']));
const refused = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', OUT_DIR, '--logLevel', 'error'], {
  encoding: 'utf8',
  env: { ...process.env, ...unconfigured },
});
const refusal = `${refused.stdout}${refused.stderr}`;
if (refused.status === 0 || !Object.keys(fakeRealBackendEnv).every((name) => refusal.includes(name))) {
  problems.push(`A production build without configuration was not refused with the missing variables named:\n${refusal}`);
}

// 2. With it, the build holds no demo backend.
rmSync(OUT_DIR, { recursive: true, force: true });
const build = spawnSync(
  'npx',
  ['vite', 'build', '--mode', 'production', '--outDir', OUT_DIR, '--manifest', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
    env: { ...process.env, ...fakeRealBackendEnv },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });

const emitted = files(OUT_DIR);
const scripts = emitted.filter((file) => file.endsWith('.js'));
const maps = emitted.filter((file) => file.endsWith('.map'));
// Source maps must exist where a chunk points to one (a build without them would pass the module check
// unseen); the few chunks the bundler emits without one (its runtime) are still read as text below.
const unmapped = scripts.filter(
  (file) => readFileSync(file, 'utf8').includes('//# sourceMappingURL=') && !existsSync(`${file}.map`),
);
if (scripts.length === 0 || maps.length === 0) problems.push('The build emitted no JavaScript or no source maps.');
if (unmapped.length > 0) problems.push(`Chunks whose source map is missing:\n${unmapped.join('\n')}`);

const findings = [
  ...emitted.filter((file) => DEMO_WORKERS.some((worker) => path.basename(file).startsWith(worker))),
  ...maps.flatMap((file) => {
    const { sources } = JSON.parse(readFileSync(file, 'utf8'));
    return sources
      .filter((source) => DEMO_SOURCES.some((marker) => source.includes(marker)))
      .map((source) => `${file}: ${source}`);
  }),
  ...emitted
    .filter((file) => TEXT_FILES.test(file))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return DEMO_TEXT.filter((marker) => text.includes(marker)).map((marker) => `${file}: contains "${marker}"`);
    }),
];
const modules = new Set(maps.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).sources));
// Libraries' development builds (React Router exports only its own: vite.config.ts takes the production one).
const developmentBuilds = [...modules].filter((source) => DEVELOPMENT_BUILDS.some((marker) => source.includes(marker)));
if (developmentBuilds.length > 0)
  problems.push(`The production build contains development builds:\n${developmentBuilds.join('\n')}`);
// The build stays in dist-prod/ (ignored): the bundle budget check reads it instead of building again.

// 3. The signed-in pages open the API's connection ahead; the sign-in page does not (deploy/api-preconnect.ts).
const apiPreconnect = `<link rel="preconnect" href="${new URL(fakeRealBackendEnv.VITE_API_BASE_URL).origin}" crossorigin>`;
for (const [page, expected] of [
  ['index.html', true],
  ['wallet.html', true],
  ['sign-in.html', false],
]) {
  const html = readFileSync(path.join(OUT_DIR, page), 'utf8');
  if (html.includes(apiPreconnect) !== expected)
    problems.push(`${page} ${expected ? 'lacks' : 'has'} the API host's preconnect (${apiPreconnect}).`);
}

// 4. React DOM has a chunk of its own (deploy/chunk-plan.ts): /wallet's page preloads it beside the app's, and the
//    entry does not wait for it (the sign-in page's drawn screen paints before the app's code has arrived).
const manifest = JSON.parse(readFileSync(path.join(OUT_DIR, '.vite', 'manifest.json'), 'utf8'));
const reactDom = Object.values(manifest).find((chunk) => chunk.name === 'react-dom')?.file;
if (!reactDom) problems.push('React DOM has no chunk of its own (deploy/chunk-plan.ts).');
else {
  if ((manifest['index.html']?.imports ?? []).some((key) => manifest[key]?.file === reactDom))
    problems.push(`The entry imports React DOM's chunk (${reactDom}): the drawn sign-in screen would wait for it.`);
  if (
    !new RegExp(`<link rel="modulepreload"[^>]* href="/${reactDom}"`).test(
      readFileSync(path.join(OUT_DIR, 'wallet.html'), 'utf8'),
    )
  )
    problems.push(`wallet.html does not preload React DOM's chunk (${reactDom}).`);
}

// 5. The drawn screens (deploy/first-paint.ts): /sign-in's for a visitor without a session, /wallet's (the main layout
//    around the loading wallet, inert: a picture until the app is there) for one with a session, each in both
//    languages. The wallet's page fetches the app's code at low priority, after what its frame paints with
//    (Lighthouse counts high-priority files in the first paint).
const drawnScreens = [
  ['sign-in.html', 'signed-out', ['<h1', 'name="email"']],
  ['wallet.html', 'signed-in', ['<h1', 'aria-current="page"', 'id="main-content"']],
];
for (const [page, visitor, parts] of drawnScreens) {
  const html = readFileSync(path.join(OUT_DIR, page), 'utf8');
  const start = html.indexOf(
    `<div id="first-paint" data-first-paint-for="${visitor}"${visitor === 'signed-in' ? ' inert aria-hidden="true"' : ''}>`,
  );
  if (start < 0) {
    problems.push(`${page} has no screen drawn for a ${visitor} visitor.`);
    continue;
  }
  for (const locale of ['en', 'tr']) {
    const copy = html.slice(html.indexOf(`data-first-paint-locale="${locale}"`, start));
    const missing = parts.filter((part) => !copy.includes(part));
    if (copy.length === html.length || missing.length > 0)
      problems.push(`${page}'s drawn screen has no ${locale} copy with ${missing.join(', ') || 'its parts'}.`);
  }
}
const walletPage = readFileSync(path.join(OUT_DIR, 'wallet.html'), 'utf8');
const urgentPreloads = [
  ...walletPage.matchAll(/<link rel="modulepreload"(?![^>]*fetchpriority="low")[^>]*href="\/(assets\/[^"]+)"/g),
]
  .map(([, file]) => file)
  .filter((file) => (manifest['index.html']?.imports ?? []).every((key) => manifest[key]?.file !== file));
if (urgentPreloads.length > 0)
  problems.push(
    `wallet.html preloads the app's code ahead of its drawn frame: ${urgentPreloads.join(', ')} (not fetchpriority="low").`,
  );

if (findings.length > 0) problems.push(`The production build contains demo-backend code:\n${findings.join('\n')}`);
if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(
  `Production build: ${emitted.length} files, ${modules.size} modules, source maps read; none from ` +
    `${DEMO_SOURCES.join(', ')}, no demo credentials, fault switch or worker script, no development build of a ` +
    'library; the API host preconnected by the signed-in pages only; React DOM in a chunk of its own, preloaded by ' +
    "/wallet's page, not by the entry; the drawn screens of /sign-in and /wallet in both languages, the wallet's " +
    'code after its frame; refused without configuration.',
);
