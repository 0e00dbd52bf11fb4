import { setupWorker } from 'msw/browser';
import { readStoredLocale } from '@/services/i18n/locale';
import { configureDb, getDb, openStoredDb } from './db';
import { applyBigHistoryFromUrl } from './db/actions/big-history';
import { applyBigWalletFromUrl } from './db/actions/big-wallet';
import { applyFaultsFromUrl, faultHandler } from './faults/faults';
import { handlers } from './handlers';
import { sameOriginPassthrough } from './same-origin';
import { DEMO_SERVICE_WORKER } from './service-worker-name';
import { applyScenariosFromUrl } from './named-scenarios';
import { demoLatency } from './rest/http';

/**
 * Starts the in-browser demo backend; resolves once the service worker intercepts requests. The database
 * persists in IndexedDB (reset from the demo panel), answers take a realistic 150–600 ms, and faults
 * from `?demo-fault=` or the panel go first.
 */
export async function startDemoBackend(): Promise<void> {
  // A first visit's starting data is written in the language the interface starts in: a customer who chose Turkish
  // reads the demo's earlier notifications in Turkish too (a real server wrote each in the language of its day).
  configureDb({ persistence: 'local', firstSeedLanguage: readStoredLocale() });
  await openStoredDb();
  getDb();
  Object.assign(demoLatency, { minMs: 150, maxMs: 600 });
  applyFaultsFromUrl(window.location.href);
  applyScenariosFromUrl(window.location.href);
  applyBigHistoryFromUrl(window.location.href);
  applyBigWalletFromUrl(window.location.href);
  const worker = setupWorker(sameOriginPassthrough(), faultHandler, ...handlers);
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: `/${DEMO_SERVICE_WORKER}` } });
}
