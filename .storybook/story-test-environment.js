import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { setupPage } from '@storybook/test-runner';
import StorybookEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

// The environments this one skips over when it reuses a page: jest-playwright's (launches the browser, opens a
// context and a page; its teardown closes them) and, below it, Jest's Node environment.
const PlaywrightEnvironment = Object.getPrototypeOf(StorybookEnvironment.prototype).constructor;
const NodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment.prototype).constructor;

/**
 * This worker's Storybook page, kept from one story file to the next. Opening it (connect, context, page, loading
 * the preview) took a median 3.2 s per file with three workers on two cores, a fifth of the stories' time (ADR
 * 0027). Stories already share a page within a file, and every story starts clean (loaders: database, handlers,
 * toasts, drafts, clock; a fresh query cache and root actor), so a new file is one more story on the same page.
 * @type {{ browser: unknown; context: import('playwright').BrowserContext; page: import('playwright').Page } | undefined}
 */
let shared;

// Jest ends a worker with the message [2] (CHILD_MESSAGE_END in jest-worker's types) and gives it half a second to
// exit; the kept connection to the browser would hold it open until it is killed, with a warning.
const CHILD_MESSAGE_END = 2;
// A 'message' listener keeps the worker's IPC channel, and so the worker, alive: it removes itself at the end.
function closeAtEnd(message) {
  if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
  process.off('message', closeAtEnd);
  void shared?.browser.close();
}
process.on('message', closeAtEnd);

/**
 * A run of one story file has no workers: Jest runs it in its own process, which hears no end message, and the
 * kept browser held that process open after the run. The global teardown (story-test-teardown.js) closes it there.
 */
const IN_BAND_BROWSER = Symbol.for('wallet-hub.storyTestBrowser');

/**
 * The test-runner's environment, plus:
 * - the screenshot matcher loaded here, outside the test files' sandbox. Jest evaluates modules again in the
 *   sandbox of every story file, where the pixel comparison ran about six times slower (1.6 s against 0.25 s for
 *   a child process) than in a module Node loaded once per worker. Running it in the worker rather than in
 *   jest-image-snapshot's child process avoids Node's exit deadlock (ADR 0027);
 * - one page per worker (above). A file with a failed story hands on a fresh page, so a broken page cannot fail
 *   the next file's stories.
 */
export default class StoryTestEnvironment extends StorybookEnvironment {
  failed = false;

  async setup() {
    if (shared) await this.reuse(shared);
    else {
      await super.setup();
      const { browser, context, page } = this.global;
      shared = { browser, context, page };
      globalThis[IN_BAND_BROWSER] = browser;
    }
    this.global.toMatchImageSnapshotInWorker = toMatchImageSnapshot;
    // The generated story tests set the page up again after a navigation broke one; the test-runner's own set-up
    // file would put this in every story file's sandbox along with its whole bundle (.storybook/story-test-setup.js).
    this.global.__sbSetupPage = setupPage;
  }

  /** jest-playwright's setup without its own browser, context and page; then what a new context would clear. */
  async reuse({ browser, context, page }) {
    const config = this._config;
    const options = config.testEnvironmentOptions['jest-playwright'];
    this._config = {
      ...config,
      testEnvironmentOptions: { ...config.testEnvironmentOptions, 'jest-playwright': { ...options, skipInitialization: true } },
    };
    try {
      await PlaywrightEnvironment.prototype.setup.call(this);
    } finally {
      this._config = config;
    }
    this._jestPlaywrightConfig = options;
    Object.assign(this.global, { browser, context, page });
    await context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }

  async handleTestEvent(event, state) {
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.failed = true;
    await super.handleTestEvent(event, state);
  }

  async teardown() {
    if (this.failed || !shared) {
      shared = undefined;
      await super.teardown();
    } else {
      // The test-runner may have replaced the page (its retry after a navigation).
      const { browser, context, page } = this.global;
      shared = { browser, context, page };
      await NodeEnvironment.prototype.teardown.call(this);
    }
  }
}
