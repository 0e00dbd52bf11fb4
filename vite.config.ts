import { fileURLToPath, URL } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, loadEnv, type CSSOptions } from 'vite';
import { chunkPlan, TRIAL_BUILD } from './deploy/chunk-plan.ts';
import { deliveryPlugin } from './deploy/delivery-plugin.ts';
import { demoServiceWorker } from './deploy/demo-service-worker.ts';
import { recipeCss } from './deploy/recipe-css.ts';
import { pandaStylesheet } from './deploy/panda-stylesheet.ts';
import { PARSER_FREE, precompiledMessages } from './scripts/lib/precompiled-messages.ts';
import { configProblems, describeProblems } from './src/services/config/problems.ts';

/** Our own modules whose import runs nothing but declarations (CSS files excepted). */
const SIDE_EFFECT_FREE =
  /\/(src\/design-system\/(components|layouts|hooks|format)|src\/features\/[^/]+\/(components|screens)|styled-system\/(jsx|patterns|recipes|css|tokens))\/[^?]*\.(tsx?|mjs)$/;

/** Panda writes its styles into the stylesheet that declares its layers; the recipes come with their code instead. */
const STYLES: CSSOptions = { postcss: { plugins: [pandaStylesheet({ panda: pandacss() })] } };

/** React Router's production build, next to the development build its package exports. */
const REACT_ROUTER_PRODUCTION = {
  index: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  dom: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
};

/** The chunk of a message catalogue: `messages-<language>` for the core ones, `messages-<language>-<feature>` for a feature's. */
function messagesChunkOf(id: string): string | null {
  const match = /\/src\/(?:features\/([^/]+)\/)?(?:.*\/)?i18n\/(en|tr)\.json$/.exec(id);
  if (!match) return null;
  const [, feature, language] = match;
  return feature ? `messages-${language}-${feature}` : `messages-${language}`;
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // `npm run build` is for a real backend only: the demo build is asked for by name (`--mode demo`).
  // Storybook and Vitest read this config too and stay on the demo backend.
  const productionAppBuild = command === 'build' && mode === 'production' && !process.env.STORYBOOK && !process.env.VITEST;
  if (productionAppBuild) {
    const problems = configProblems({ ...process.env, ...env }, false);
    if (problems.length > 0) {
      throw new Error(
        `A production build needs the real-backend configuration (see .env.example); fix: ${describeProblems(problems)}. ` +
          'For the demo backend, run `npm run build:demo`.',
      );
    }
  }
  // No API host configured: the app boots the in-browser demo backend. Decided at build time, so a
  // production build with a real backend contains no mock code at all.
  // `--mode demo` forces it (E2E and benchmarks), whatever a local .env says.
  const demoMode = mode === 'demo' || (!productionAppBuild && !env.VITE_API_BASE_URL);
  // The app's own builds ship messages compiled to ASTs and no ICU parser; dev, Storybook and Vitest parse at run time.
  const appBuild = command === 'build' && !process.env.STORYBOOK && !process.env.VITEST;
  // The app's builds plan the chunks of a first visit from a trial build of their own (deploy/chunk-plan.ts).
  const plannedChunks = appBuild && !process.env[TRIAL_BUILD] ? chunkPlan() : undefined;

  return {
    // The mock service worker scripts (MSW's and the demo's around it) are served and emitted only for demo builds.
    plugins: [
      react(),
      recipeCss(),
      appBuild && precompiledMessages(),
      demoMode && msw({ mode: 'worker-only' }),
      demoMode && demoServiceWorker(),
      // SRI, the CSP of this configuration and precompressed files, for the app's own builds (not Storybook's).
      command === 'build' && !process.env.STORYBOOK && deliveryPlugin({ env: { ...process.env, ...env }, demoMode }),
      plannedChunks?.plugin,
    ],
    // The trial build only decides where the chunks are cut: it does without the styles Panda generates.
    css: process.env[TRIAL_BUILD] ? {} : STYLES,
    define: {
      __DEMO_MODE__: JSON.stringify(demoMode),
    },
    resolve: {
      alias: [
        ...(appBuild
          ? [
              { find: /^@formatjs\/icu-messageformat-parser$/, replacement: PARSER_FREE },
              // React Router 7 exports only its development build, whose warnings (`ENABLE_DEV_WARNINGS`) run in
              // production too (remix-run/react-router#14102): the app's builds take the production build it ships.
              { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION.index },
              { find: /^react-router\/dom$/, replacement: REACT_ROUTER_PRODUCTION.dom },
            ]
          : []),
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: 'styled-system', replacement: fileURLToPath(new URL('./styled-system', import.meta.url)) },
      ],
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
      target: 'es2023',
      sourcemap: true,
      reportCompressedSize: false,
      // The app's planned chunk is about 520 kB before compression (165 kB gzip); what customers download is checked
      // in gzip, per route and per chunk, by the bundle budgets (scripts/bundle-budgets.json).
      chunkSizeWarningLimit: 700,
      // Fonts stay files: an inlined (data:) font would need `font-src data:` in the Content-Security-Policy. So do the
      // phone input's flags: inlined, the 250 of them would be back in its JavaScript (flag-images.ts).
      assetsInlineLimit: (file: string) =>
        /\.(woff2?|ttf|otf)$/.test(file) || file.includes('/country-flag-icons/') ? false : undefined,
      rolldownOptions: {
        // The design system's components and the generated styled-system build styled components at module
        // level (calls the bundler must otherwise keep): declared free of side effects, so a screen that
        // imports one component from the barrel does not drag the drawer, select and toast machines along.
        treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
        output: {
          // A language's core catalogues load at start, a feature's with its first screen (src/app/i18n/messages.ts):
          // one chunk each (messages-en, messages-en-auth, …) instead of a request per catalogue file, which a
          // first visit over HTTP/1.1 queues six at a time.
          codeSplitting: {
            groups: [
              { name: messagesChunkOf, debugName: 'messages', test: /\/src\/(?!mocks\/).*\/i18n\/(en|tr)\.json$/ },
              ...(plannedChunks?.groups ?? []),
            ],
          },
        },
      },
    },
  };
});
