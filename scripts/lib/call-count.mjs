// The JavaScript function calls an interaction makes, counted by V8's precise coverage (CDP Profiler): a measure of
// the work it does that does not move with the machine's load. On this 2-core virtual machine the same build's
// ScriptDuration spreads by a third or more from run to run and hour to hour (ADR 0026, session 94), while its count
// of calls stays within a fraction of a percent (session 95). Counting slows the page (V8 keeps a count in every
// function), so counted runs are runs of their own, and their times are not used.
import { readFileSync } from 'node:fs';
import { CATEGORY, categoryOf, HARNESS } from './cpu-profile.mjs';

/** Starts counting on `cdp` (a page's CDP session) from now on. */
export async function startCallCount(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  // Taking the coverage resets the counters: what ran before the span is left out.
  await cdp.send('Profiler.takePreciseCoverage');
}

/**
 * The calls since startCallCount by category (app, demo backend, harness), each function's calls given to the
 * source module its first character maps to (`resolve`: sourceResolver of the served build). `root` is that build's
 * folder, whose scripts turn a function's character offset into the line and column the source map speaks of.
 */
export async function stopCallCount(cdp, { root, resolve }) {
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  await cdp.send('Profiler.stopPreciseCoverage');
  await cdp.send('Profiler.disable');
  const calls = { [CATEGORY.app]: 0, [CATEGORY.demo]: 0, [CATEGORY.harness]: 0 };
  for (const script of result) {
    const position = script.url ? positionsIn(root, script.url) : null;
    for (const fn of script.functions) {
      const count = fn.ranges[0]?.count ?? 0;
      if (count === 0) continue;
      let module = HARNESS;
      if (script.url) {
        const at = position?.(fn.ranges[0].startOffset);
        module = at ? resolve(script.url, at.line, at.column).module : script.url;
      }
      calls[categoryOf(module)] += count;
    }
  }
  return { app: calls[CATEGORY.app], demo: calls[CATEGORY.demo], harness: calls[CATEGORY.harness] };
}

const lineStartsOf = new Map();

/** Line and column (0-based) of a character offset in a script of the build, or null for a script not in it. */
function positionsIn(root, url) {
  if (!lineStartsOf.has(url)) {
    let starts = null;
    try {
      const text = readFileSync(`${root}${new URL(url).pathname}`, 'utf8');
      starts = [0];
      for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
    } catch {
      starts = null;
    }
    lineStartsOf.set(url, starts);
  }
  const starts = lineStartsOf.get(url);
  if (!starts) return null;
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low, column: offset - starts[low] };
  };
}
