import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the in-browser demo backend; resolves once the service worker intercepts requests. */
export async function startDemoBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
}
