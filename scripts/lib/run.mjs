import { spawn, spawnSync } from 'node:child_process';

/** Every process below `pid` (the tree stays in the terminal's process group, so Ctrl-C still reaches it). */
function descendants(pid) {
  const children = new Map();
  for (const line of spawnSync('ps', ['-e', '-o', 'pid=,ppid=']).stdout.toString().trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0;) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/**
 * Runs a command, printing what it prints (or, `quiet`, collecting it). With `stallSeconds`, a command that prints
 * nothing for that long is taken as hung: its process tree (with what each process waits on) is printed and the
 * whole tree is stopped, so a hang fails the run at once with its cause instead of running into the CI's time limit.
 */
export function run(command, args, { env = {}, quiet = false, stallSeconds } = {}) {
  const started = Date.now();
  const watched = stallSeconds !== undefined;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet || watched ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '1', ...env },
    });
    let output = '';
    let lastOutput = Date.now();
    let stalled = false;
    const collect = (stream) => (chunk) => {
      lastOutput = Date.now();
      if (quiet) output += chunk;
      else stream.write(chunk);
    };
    child.stdout?.on('data', collect(process.stdout));
    child.stderr?.on('data', collect(process.stderr));
    const watchdog = watched
      ? setInterval(
          () => {
            if (stalled || Date.now() - lastOutput < stallSeconds * 1000) return;
            stalled = true;
            const tree = [child.pid, ...descendants(child.pid)].map(String);
            console.error(`\n${command} ${args[0]} printed nothing for ${stallSeconds} s: taken as hung. Its processes:`);
            console.error(spawnSync('ps', ['-o', 'pid,ppid,stat,wchan:32,etime,args', '-p', tree.join(',')]).stdout.toString());
            for (const pid of tree) {
              try {
                process.kill(Number(pid), 'SIGKILL');
              } catch {
                // Already gone.
              }
            }
          },
          Math.min(5000, stallSeconds * 250),
        )
      : undefined;
    child.on('close', (code) => {
      clearInterval(watchdog);
      resolve({ ok: code === 0 && !stalled, output, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}
