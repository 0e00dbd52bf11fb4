import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';

/**
 * A Vite server in Node, without its own config file, that loads the app's modules as the app's builds see them
 * (the `@` and `styled-system` aliases, `__DEMO_MODE__`, the mode's VITE_* variables as import.meta.env):
 * `ssrLoadModule('/src/…')`. Used to draw the sign-in screen at build time (first-paint.ts) and to serve the demo
 * backend's handlers over HTTP for benchmarks (scripts/lib/demo-api-server.mjs). Close it when done.
 */
export function createSsrLoader(demoMode: boolean): Promise<ViteDevServer> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  return createServer({
    configFile: false,
    root,
    mode: demoMode ? 'demo' : 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: {
      alias: [
        { find: '@', replacement: `${root}src` },
        { find: 'styled-system', replacement: `${root}styled-system` },
      ],
    },
    define: { __DEMO_MODE__: JSON.stringify(demoMode) },
  });
}
