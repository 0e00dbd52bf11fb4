import { setupWorker } from 'msw/browser';
import { configureDb, getDb } from './db';
import { applyBigHistoryFromUrl } from './db/actions/big-history';
import { applyBigWalletFromUrl } from './db/actions/big-wallet';
import { applyFaultsFromUrl, faultHandler } from './faults/faults';
import { handlers } from './handlers';
import { sameOriginPassthrough } from './same-origin';
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
