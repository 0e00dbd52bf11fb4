// The long tasks of one page load in a Chromium trace (Playwright's browser.startTracing with the timeline and
// v8.cpu_profiler categories): for each main-thread task at least `minMs` long, the events it ran (nested up to
// three deep) and the modules and functions its CPU samples fall in (`resolve(url, line, column)` from
// ./cpu-profile.mjs names the module through the build's source maps; `byLine` places a sample by the line it was
// on rather than by its function's start, which names top-level code on an unminified build). Times in
// unthrottled milliseconds from the navigation's start.

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const NOT_SCRIPT = { '(program)': 'browser (style, layout, parsing)', '(garbage collector)': 'garbage collection' };
const EVENT_DEPTH = 3;
const EVENT_MIN_MS = 2;
const TOP = 6;

const basename = (url) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '');

function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const parts = [event.name];
  if (data.functionName) parts.push(data.functionName);
  if (data.url) parts.push(basename(data.url) + (data.lineNumber ? `:${data.lineNumber}` : ''));
  if (data.type) parts.push(data.type);
  return parts.join(' ');
}

/** The renderer main thread that loaded `url`, and its navigation start (trace µs). */
function mainThreadOf(events, url) {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(url),
  );
  if (!navigation) throw new Error(`No navigation to ${url} in the trace.`);
  return { pid: navigation.pid, tid: navigation.tid, start: navigation.ts };
}

/** Every CPU sample of the thread: { ts, node } with the profile's nodes by id (each knows its parent). */
function samplesOf(events, { pid, tid }) {
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid || event.ph !== 'P') continue;
    if (event.name === 'Profile' && event.tid === tid)
      profiles.set(event.id, { time: event.args.data.startTime, nodes: new Map(), samples: [] });
    if (event.name !== 'ProfileChunk' || !profiles.has(event.id)) continue;
    const profile = profiles.get(event.id);
    const { cpuProfile = {}, timeDeltas = [], lines = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      profile.time += timeDeltas[index] ?? 0;
      profile.samples.push({ ts: profile.time, id, line: lines[index] ?? 0 });
    });
  }
  return [...profiles.values()].flatMap(({ nodes, samples }) =>
    samples.map((sample, index) => ({
      ts: sample.ts,
      // A sample lasts until the next one (at most 2 ms: a gap is the thread sleeping, not this function).
      ms: Math.min(2, ((samples[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000),
      line: sample.line,
      node: nodes.get(sample.id),
      nodes,
    })),
  );
}

function sourceOf(sample, resolve, byLine) {
  let node = sample.node;
  const name = node?.callFrame?.functionName;
  if (NOT_SCRIPT[name]) return { module: NOT_SCRIPT[name], fn: NOT_SCRIPT[name] };
  if (!node || name === '(idle)' || name === '(root)') return null;
  // A built-in (JSON.parse, …) counts for its nearest caller with a script.
  while (node && !node.callFrame.url && node.parent !== undefined) node = sample.nodes.get(node.parent);
  if (!node?.callFrame.url) return { module: '(native)', fn: name || '(native)' };
  // The sample's own line (1-based) when it is in the sampled function itself, else the function's start.
  const { module, where } =
    byLine && node === sample.node && sample.line > 0
      ? resolve(node.callFrame.url, sample.line - 1, 0)
      : resolve(node.callFrame.url, node.callFrame.lineNumber, node.callFrame.columnNumber);
  return { module, fn: `${where} ${sample.node.callFrame.functionName || '(anonymous)'}` };
}

const top = (totals) =>
  [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);

export function longTasksOf(trace, { url, minMs, resolve, byLine = false }) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThreadOf(events, url);
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.ts >= thread.start)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const fcpEvent = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid && event.ts >= thread.start,
  );
  const fcp = fcpEvent ? (fcpEvent.ts - thread.start) / 1000 : 0;
  const samples = samplesOf(events, thread);

  const tasks = [];
  for (const task of onThread) {
    if (!TASK_NAMES.has(task.name) || task.dur / 1000 < minMs) continue;
    if (tasks.some((outer) => task.ts >= outer.ts && task.ts < outer.ts + outer.dur)) continue;
    const end = task.ts + task.dur;
    // The events inside it, with their depth (a stack of the ones still open).
    const stack = [task];
    const inside = [];
    let layout = false;
    for (const event of onThread) {
      if (event === task || event.ts < task.ts || event.ts >= end) continue;
      if (event.name === 'Layout') layout = true;
      while (stack.length > 1 && event.ts >= stack.at(-1).ts + stack.at(-1).dur) stack.pop();
      const depth = stack.length;
      stack.push(event);
      if (depth <= EVENT_DEPTH && event.dur / 1000 >= EVENT_MIN_MS && !TASK_NAMES.has(event.name))
        inside.push({ label: `${'  '.repeat(depth - 1)}${label(event)}`, duration: event.dur / 1000 });
    }
    const modules = new Map();
    const functions = new Map();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const source = sourceOf(sample, resolve, byLine);
      if (!source) continue;
      modules.set(source.module, (modules.get(source.module) ?? 0) + sample.ms);
      functions.set(source.fn, (functions.get(source.fn) ?? 0) + sample.ms);
    }
    tasks.push({
      ts: task.ts,
      dur: task.dur,
      start: (task.ts - thread.start) / 1000,
      duration: task.dur / 1000,
      // Whether it laid the page out: Lighthouse's simulation slows such tasks by half its CPU factor.
      layout,
      events: inside,
      modules: top(modules),
      functions: top(functions),
    });
  }
  return { tasks, fcp };
}
