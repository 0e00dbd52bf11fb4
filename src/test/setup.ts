import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { unloadDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { configureRetry, setAccessTokenSource } from '@/services/http';
import { installNodeBodyClasses } from './node-bodies';

await installNodeBodyClasses();
// Failed calls are still tried 3 times in tests, without the backoff waits (client.test.ts checks those).
configureRetry({ sleep: () => Promise.resolve() });

// Any request without a handler fails the test: unit tests never reach a real network.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Every test starts from the seeded demo database (seeded on first use, at the clock of that moment).
beforeEach(() => unloadDb());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Signed out again: a test acts as a demo user with actAsDemoUser() from '@/mocks/act-as'.
  setAccessTokenSource();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
