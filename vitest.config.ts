import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Tests that open sockets (pusher-js against the msw WebSocket mock, or screens that connect the feed): a
 * socket left by one file would count in the next file's connection checks, so each of these files runs in a
 * fresh module graph.
 */
const SOCKET_TESTS = [
  'src/services/realtime/*.test.ts',
  'src/mocks/realtime/**/*.test.ts',
  'src/mocks/devtools/realtime-section.test.tsx',
  'src/machines/notifications/notifications.realtime.test.ts',
  'src/features/notifications/**/*.test.{ts,tsx}',
  'src/features/wallet/screens/WalletScreen.test.tsx',
  'src/app/routing/router.test.tsx',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    resolve: {
      // pusher-js's `main` is its Node build (raw sockets msw cannot see); tests run the browser build, as the app does.
      alias: [{ find: /^pusher-js$/, replacement: 'pusher-js/dist/web/pusher.js' }],
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      clearMocks: true,
      testTimeout: 10_000,
      // Vitest's default leaves a core idle (cores - 1); on a 2-core CI machine that halves the speed.
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
            exclude: SOCKET_TESTS,
            // One jsdom per worker instead of one per file (two thirds of the run was creating them). Every test
            // starts clean all the same: src/test/setup.ts resets the database, handlers, storage, toasts and
            // the token source after each test.
            isolate: false,
          },
        },
        { extends: true, test: { name: 'sockets', include: SOCKET_TESTS } },
      ],
    },
  }),
);
