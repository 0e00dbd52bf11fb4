import { spawn } from 'node:child_process';

/** Starts a server command, waits until `url` answers, runs `body`, then stops the server. */
export async function withServer(command, args, url, body) {
  const server = spawn(command, args, { stdio: 'ignore', detached: true });
  try {
    for (let attempt = 0; attempt < 150; attempt++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    return await body();
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Overridable so several checkouts can test side by side. */
export const STORYBOOK_TEST_PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6007);

/**
 * Story test workers. Most of a story's time is spent waiting (renders, timers, screenshots settling), so
 * one more worker than a 2-core machine has cores keeps both busy; more made focus and timing flaky.
 */
export const STORY_WORKERS = Number(process.env.STORY_WORKERS ?? 3);

/** Serves the static Storybook build for the test-runner. */
export function withStaticStorybook(body) {
  return withServer(
    'npx',
    ['http-server', 'storybook-static', '-p', String(STORYBOOK_TEST_PORT), '-a', '127.0.0.1', '-s', '-c-1'],
    `http://127.0.0.1:${STORYBOOK_TEST_PORT}/index.json`,
    body,
  );
}
