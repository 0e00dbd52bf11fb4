import { getJestConfig } from '@storybook/test-runner';
import { TEST_CHROMIUM_ARGS, requireTestChromium } from './scripts/lib/chromium.mjs';

// Ejected so the story tests drive the machine's Chromium: test-runner ignores env vars and
// jest-playwright config files for the executable path (see TOOLCHAIN.md).
const testRunnerConfig = getJestConfig();
const jestPlaywright = testRunnerConfig.testEnvironmentOptions['jest-playwright'];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  setupFilesAfterEnv: testRunnerConfig.setupFilesAfterEnv.map((file) =>
    file.endsWith('/jest-setup.js') ? '<rootDir>/.storybook/story-test-setup.js' : file,
  ),
  testTimeout: 30_000,
  testEnvironment: './.storybook/story-test-environment.js',
  globalTeardown: './.storybook/story-test-teardown.js',
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywright,
      browsers: ['chromium'],
      // Each worker launches its own browser. jest-playwright's default ('SERVER') starts one browser server in Jest's
      // main process, and every call of the three workers, screenshots included, was relayed through it over a
      // compressed WebSocket: 25–28 CPU-seconds of the main process per story run, 6 without (ADR 0027).
      launchType: 'LAUNCH',
      launchOptions: { executablePath: requireTestChromium(), args: TEST_CHROMIUM_ARGS },
      // Same time zone, locale and pixel ratio on every machine: screenshots are comparable.
      contextOptions: { timezoneId: 'UTC', locale: 'en-US', deviceScaleFactor: 1, reducedMotion: 'reduce' },
    },
  },
};
