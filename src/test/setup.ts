import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearToasts } from '@/design-system/components/toast';
import { unloadDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { configureRetry, setAccessTokenSource, setRequestLanguageSource } from '@/services/http';
import { readStoredLocale } from '@/services/i18n/locale';
import { markFirstScreenShown } from '@/services/scheduling/first-screen';
import { installNodeBodyClasses } from './node-bodies';

await installNodeBodyClasses();
// The app loads the drawer's code when a drawer first opens; tests have it up front (opening is then as quick
// as before; Drawer.test.tsx covers the closed trigger and the first open).
await import('@/design-system/components/drawer/ArkDrawerPanel');
// No app starts here: what waits for the page's first screen (the socket library, Amplify) goes ahead at once.
markFirstScreenShown();

// jsdom has no layout, so no ResizeObserver; Ark's widgets (segment group, tabs) observe sizes.
class NoLayoutResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
// Failed calls are still tried 3 times in tests, without the backoff waits (client.test.ts checks those).
configureRetry({ sleep: () => Promise.resolve() });
// The calls ask for the stored interface language, as the app's boot arranges (src/app/boot.tsx).
setRequestLanguageSource(readStoredLocale);
// find*/waitFor wait up to 5 s, as the stories' play functions do (.storybook/preview.tsx): the 1 s default is
// shorter than three answers of the demo backend on a busy 2-core machine (a support test failed so in CI).
// An expectation that fails still fails.
configure({ asyncUtilTimeout: 5_000 });

// Invalid HTML nesting (a <div> in a <p>, a button in a button) is only a console warning in React, and
// browsers re-parse such markup differently: it fails the test that rendered it.
const nestingErrors: string[] = [];
const reportError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [message] = args;
  if (typeof message === 'string' && /cannot be a (descendant|child) of|cannot contain a nested/.test(message)) {
    nestingErrors.push(format(...args).split('\n')[0] ?? message);
  }
  reportError(...args);
};
afterEach(() => {
  const found = nestingErrors.splice(0);
  if (found.length > 0) throw new Error(`Invalid HTML nesting: ${found.join('; ')}`);
});

// Any request without a handler fails the test: unit tests never reach a real network.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Every test starts from the seeded demo database (seeded on first use, at the clock of that moment).
beforeEach(() => unloadDb());
afterEach(() => {
  cleanup();
  // The toaster is one app-wide store: no test sees the previous test's toasts.
  clearToasts();
  // …nor its screen-reader announcements (the live regions are created again on the next announce).
  document.querySelectorAll('[data-live-region]').forEach((region) => region.remove());
  server.resetHandlers();
  // Signed out again: a test acts as a demo user with actAsDemoUser() from '@/mocks/act-as'.
  setAccessTokenSource();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
