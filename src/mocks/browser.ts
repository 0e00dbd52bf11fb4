import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { configureDb, getDb } from './db';
import { applyBigHistoryFromUrl } from './db/actions/big-history';
import { applyBigWalletFromUrl } from './db/actions/big-wallet';
import { applyFaultsFromUrl, faultHandler } from './faults/faults';
import { handlers } from './handlers';
import { applyScenariosFromUrl } from './named-scenarios';
import { demoLatency } from './rest/http';

/**
 * Starts the in-browser demo backend; resolves once the service worker intercepts requests. The database
 * persists in localStorage (reset from the demo panel), answers take a realistic 150–600 ms, and faults
 * from `?demo-fault=` or the panel go first.
 */
export async function startDemoBackend(): Promise<void> {
  configureDb({ persistence: 'local' });
  getDb();
  Object.assign(demoLatency, { minMs: 150, maxMs: 600 });
  applyFaultsFromUrl(window.location.href);
  applyScenariosFromUrl(window.location.href);
  applyBigHistoryFromUrl(window.location.href);
  applyBigWalletFromUrl(window.location.href);
  const worker = setupWorker(sameOriginPassthrough(), faultHandler, ...handlers);
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
}

/**
 * The page's own requests (its chunks, styles, fonts, icons) are never mocked: every mocked host is another origin
 * (src/services/config/demo-hosts.ts). Passed on by the first handler, they no longer go through every handler,
 * each of which reads the page's cookies for a same-origin request (MSW's HttpHandler#parse): about 60 ms of main
 * thread per page load of the demo.
 */
function sameOriginPassthrough() {
  return http.all(`${window.location.origin}/*`, () => passthrough());
}
