// What the test-runner's own set-up file (@storybook/test-runner/playwright/jest-setup.js) does for every story
// file, without importing the test-runner's whole Node bundle into each file's sandbox (see ADR 0027): the hooks
// of .storybook/test-runner.ts. The page set-up it also exposes comes from the test environment.
import config from './test-runner';

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbCollectCoverage = false;
