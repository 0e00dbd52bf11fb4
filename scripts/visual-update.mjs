#!/usr/bin/env node
// `npm run test:visual:update`: rebuild Storybook, rewrite every baseline image, drop baselines of deleted stories.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { STORY_WORKERS, STORYBOOK_TEST_PORT, withStaticStorybook } from './lib/server.mjs';
import { BASELINES_DIR, obsoleteBaselines } from './lib/visual-baselines.mjs';

// Built as the story tests build it: without the docs pages' props tables (.storybook/main.ts).
const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], {
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_DOCGEN: 'off' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

for (const file of obsoleteBaselines('storybook-static/index.json')) {
  rmSync(`${BASELINES_DIR}/${file}`);
  console.log(`Removed obsolete baseline ${file}`);
}

const filter = process.argv.slice(2);
const status = await withStaticStorybook(
  () =>
    spawnSync(
      'npx',
      ['test-storybook', '-u', '--url', `http://127.0.0.1:${STORYBOOK_TEST_PORT}`, `--maxWorkers=${STORY_WORKERS}`, ...filter],
      {
        stdio: 'inherit',
      },
    ).status,
);
process.exit(status ?? 1);
