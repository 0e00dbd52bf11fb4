import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from './lib/run.mjs';

/** Whether a process with this command line is still running. */
function running(marker: string): boolean {
  try {
    execFileSync('pgrep', ['-f', marker]);
    return true;
  } catch {
    return false;
  }
}

describe('run with a stall limit (the test suites in npm test)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stops a command that goes silent, with everything it started, and says so with its processes', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void errors.push(parts.join(' ')));
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    // A runner that starts a child, prints once, then waits on it forever (like a worker stuck in spawnSync).
    const marker = 'sleep 47.5';
    const result = await run('sh', ['-c', `${marker} & echo started; wait`], { stallSeconds: 1 });

    expect(result.ok).toBe(false);
    expect(errors.join('\n')).toContain('printed nothing for 1 s: taken as hung');
    expect(errors.join('\n')).toContain(marker);
    expect(running(marker)).toBe(false);
  });

  it('collects what a quiet command prints and stops it all the same when it goes silent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await run('sh', ['-c', 'echo checked; sleep 46.5'], { quiet: true, stallSeconds: 1 });

    expect(result).toMatchObject({ ok: false, output: 'checked\n' });
    expect(running('sleep 46.5')).toBe(false);
  });

  it('leaves alone a command that keeps printing, however long it runs', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const result = await run('sh', ['-c', 'for i in 1 2 3 4 5 6; do echo $i; sleep 0.4; done'], { stallSeconds: 1 });

    expect(result.ok).toBe(true);
  });

  it('fails a command that exits with an error, with or without the limit', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    expect((await run('sh', ['-c', 'exit 3'], { stallSeconds: 1 })).ok).toBe(false);
    expect((await run('sh', ['-c', 'echo out; exit 3'], { quiet: true })).output).toBe('out\n');
  });
});
