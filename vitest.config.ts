import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    resolve: {
      // pusher-js's `main` is its Node build (raw sockets msw cannot see); tests run the browser build, as the app does.
      alias: [{ find: /^pusher-js$/, replacement: 'pusher-js/dist/web/pusher.js' }],
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      restoreMocks: true,
      unstubGlobals: true,
      clearMocks: true,
      testTimeout: 10_000,
      // Vitest's default leaves a core idle (cores - 1); on a 2-core CI machine that halves the speed.
      maxWorkers: '100%',
    },
  }),
);
