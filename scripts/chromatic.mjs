#!/usr/bin/env node
// `npm run chromatic`: publishes the static Storybook to Chromatic for hosted review.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to publish Storybook for hosted review.');
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
