import { toMatchImageSnapshot } from 'jest-image-snapshot';
import StorybookEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

/**
 * The test-runner's environment, plus the screenshot matcher loaded here, outside the test files' sandbox. Jest
 * evaluates modules again in the sandbox of every story file, where the pixel comparison ran about six times slower
 * (1.6 s against 0.25 s for a child process) than in a module Node loaded once per worker. Running it in the worker
 * rather than in jest-image-snapshot's child process avoids Node's exit deadlock (ADR 0027).
 */
export default class StoryTestEnvironment extends StorybookEnvironment {
  async setup() {
    await super.setup();
    this.global.toMatchImageSnapshotInWorker = toMatchImageSnapshot;
  }
}
