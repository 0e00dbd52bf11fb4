import { expect, type Page, type Request } from '@playwright/test';

/**
 * Follows a page's requests from now on. `settled()` waits until none has been in flight for `quietMs`: the page
 * has finished what it set out to load (Playwright's `networkidle` fires once per document, so an app that keeps
 * loading after its first quiet moment is not covered by it).
 */
export function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: (quietMs = 500) =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { timeout: 15_000, intervals: [100] })
        .toBe(true),
  };
}
