import { describe, expect, it } from 'vitest';
import { demoServiceWorkerScript } from '../deploy/demo-service-worker.ts';

type Listener = (event: Record<string, unknown>) => void;

/** Runs the worker script in a stand-in of a service worker's global scope at `origin`. */
function workerAt(origin: string, { staticRouting }: { staticRouting: boolean }) {
  const listeners = new Map<string, Listener>();
  const imported: string[] = [];
  const self = {
    location: new URL(`${origin}/demo-service-worker.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', 'importScripts', 'URLPattern', demoServiceWorkerScript('/mockServiceWorker.js'))(
    self,
    (url: string) => imported.push(url),
    URLPattern,
  );
  const routes: { condition: { urlPattern: URLPattern }; source: string }[][] = [];
  listeners.get('install')?.({
    ...(staticRouting ? { addRoutes: (rules: (typeof routes)[number]) => (routes.push(rules), Promise.resolve()) } : {}),
    waitUntil: () => undefined,
  });
  /** Whether the fetch listener kept `url` from MSW's listener (the browser then fetches it itself). */
  const keptFromMsw = (url: string) => {
    let stopped = false;
    listeners.get('fetch')?.({ request: { url }, stopImmediatePropagation: () => (stopped = true) });
    return stopped;
  };
  return { imported, routes, keptFromMsw };
}

describe("the demo's service worker: MSW's, without the app's own files", () => {
  it("loads MSW's worker after its own listeners, so they come first", () => {
    expect(workerAt('https://demo.wallet.example', { staticRouting: true }).imported).toEqual(['/mockServiceWorker.js']);
  });

  it('routes every request of its own origin to the network at install, where the browser can (Chromium)', () => {
    const { routes } = workerAt('http://127.0.0.1:4173', { staticRouting: true });
    const rules = routes.flat();
    expect(rules.map((rule) => rule.source)).toEqual(['network']);
    const toNetwork = (url: string) => rules.some((rule) => rule.condition.urlPattern.test(url));
    expect(toNetwork('http://127.0.0.1:4173/assets/index-abc.js')).toBe(true);
    expect(toNetwork('http://127.0.0.1:4173/wallet?page=2')).toBe(true);
    expect(toNetwork('https://api.wallet.demo/wallet/api/v1/accounts')).toBe(false);
    expect(toNetwork('http://127.0.0.1:5173/assets/index-abc.js')).toBe(false);
  });

  it("elsewhere keeps the app's own files from MSW's listener and hands it every other request", () => {
    const { routes, keptFromMsw } = workerAt('https://demo.wallet.example', { staticRouting: false });
    expect(routes).toEqual([]);
    expect(keptFromMsw('https://demo.wallet.example/assets/index-abc.js')).toBe(true);
    expect(keptFromMsw('https://api.wallet.demo/wallet/api/v1/accounts')).toBe(false);
    expect(keptFromMsw('https://cognito-idp.eu-west-1.amazonaws.com/')).toBe(false);
  });
});
