import type { Plugin } from 'vite';
import { DEMO_SERVICE_WORKER } from '../src/mocks/service-worker-name.ts';
/** MSW's own worker script, emitted beside it by msw/vite. */
const MSW_WORKER = 'mockServiceWorker.js';

/**
 * The demo backend's service worker: MSW's, except that the app's own files never reach it. MSW's worker hands every
 * request of the page to the page (a message there and back) before passing it on, the app's chunks, styles and
 * fonts included, although every mocked host is another origin (src/services/config/demo-hosts.ts). Chromium lets
 * an installing worker route them to the network without starting the worker at all (ServiceWorker static
 * routing); elsewhere the first fetch listener stops them before MSW's sees them, and the browser fetches them.
 */
export function demoServiceWorkerScript(mswWorkerUrl: string): string {
  return `// The demo backend's service worker: MSW's (${mswWorkerUrl}), without the app's own files (deploy/demo-service-worker.ts).
const appFiles = { protocol: self.location.protocol.slice(0, -1), hostname: self.location.hostname, port: self.location.port };
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes === 'function' && typeof URLPattern === 'function')
    event.waitUntil(event.addRoutes([{ condition: { urlPattern: new URLPattern(appFiles) }, source: 'network' }]).catch(() => undefined));
});
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).origin === self.location.origin) event.stopImmediatePropagation();
});
importScripts(${JSON.stringify(mswWorkerUrl)});
`;
}

/** Serves (dev) and emits (build) the demo's service worker; with msw/vite's worker-only mode beside it. */
export function demoServiceWorker(): Plugin {
  let base = '/';
  const script = () => demoServiceWorkerScript(`${base}${MSW_WORKER}`);
  return {
    name: 'demo-service-worker',
    configResolved(config) {
      base = config.base === './' ? '/' : new URL(config.base, 'http://localhost').pathname;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_SERVICE_WORKER, source: script() });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== `${base}${DEMO_SERVICE_WORKER}`) return next();
        response.writeHead(200, { 'cache-control': 'no-cache', 'content-type': 'application/javascript; charset=utf-8' });
        response.end(script());
      });
    },
  };
}
