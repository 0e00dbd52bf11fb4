// Which observed tasks Lighthouse's simulated TBT is made of. Lantern (the `simulate` throttling) replays the
// trace's main-thread tasks on its own clock, at 4× their observed length (2× for a task that laid the page out), so
// its long tasks ("long-tasks" audit: simulated start and duration) are not where the trace has them: a task from
// before the observed first paint often lands after the simulated one (module scripts are not render-blocking, so
// the simulated FCP does not wait for the app) and then counts. Each simulated task is matched to the earliest
// unmatched observed task that replays to its length (within 0.5 ms times the CPU factor, 2 ms at 4×): a
// diagnostic, to say what to shorten.
import { longTasksOf } from './trace-tasks.mjs';

const MATCH_MS = 0.5;
/** Lantern slows a task with a Layout event by this share of the CPU factor (its DEFAULT_LAYOUT_TASK_MULTIPLIER). */
const LAYOUT_SHARE = 0.5;

/**
 * The long tasks of a Lighthouse run (`lhr`, and the trace from its artifacts) that fall between the simulated
 * FCP and TTI, each with its share of TBT and the observed task (start, length, events) it replays.
 */
export function lanternTasks(lhr, trace, url) {
  const audits = lhr.audits;
  const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const fcp = audits['first-contentful-paint'].numericValue;
  const tti = audits.interactive.numericValue;
  const { tasks: observed } = longTasksOf(trace, {
    url,
    minMs: 50 / slowdown / 1.1,
    resolve: () => ({ module: '?', where: '?' }),
  });
  const unmatched = new Set(observed);
  const simulated = [...audits['long-tasks'].details.items].sort((a, b) => a.startTime - b.startTime);
  return simulated.flatMap((item) => {
    let match;
    for (const task of unmatched) {
      const replayed = task.duration * slowdown * (task.layout ? LAYOUT_SHARE : 1);
      if (Math.abs(replayed - item.duration) <= MATCH_MS * slowdown && (!match || task.start < match.start)) match = task;
    }
    if (match) unmatched.delete(match);
    const end = item.startTime + item.duration;
    if (end <= fcp || item.startTime >= tti) return [];
    // TBT counts the part past 50 ms of what lies between FCP and TTI (a task that straddles either is clipped).
    const blocking = Math.max(0, Math.min(end, tti) - Math.max(item.startTime, fcp) - 50);
    return [{ start: item.startTime, duration: item.duration, blocking, url: item.url, observed: match }];
  });
}

/** Prints lanternTasks' list: one line per task, the observed task's events beneath. */
export function printLanternTasks(path, tasks) {
  const total = tasks.reduce((sum, task) => sum + task.blocking, 0);
  console.log(`  ${path}: the simulated long tasks between FCP and TTI (≈ ${Math.round(total)} ms of TBT)`);
  for (const task of tasks) {
    const where = task.observed
      ? `observed at ${Math.round(task.observed.start)} ms, ${task.observed.duration.toFixed(1)} ms${task.observed.layout ? ', with layout' : ''}`
      : 'no observed task of that length';
    console.log(
      `    ${String(Math.round(task.start)).padStart(5)} ms +${String(Math.round(task.duration)).padStart(4)}  TBT ${String(Math.round(task.blocking)).padStart(3)}  ${task.url.replace(/^.*\//, '')} (${where})`,
    );
    for (const event of task.observed?.events.slice(0, 4) ?? [])
      console.log(`          ${event.duration.toFixed(1).padStart(5)}  ${event.label}`);
  }
}
