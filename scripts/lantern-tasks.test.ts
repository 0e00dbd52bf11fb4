import { describe, expect, it } from 'vitest';
import { lanternTasks, type LighthouseResult, type Trace } from './lib/lantern-tasks.mjs';

const URL = 'http://127.0.0.1:4180/wallet';
const NAVIGATION = 1_000_000;

/**
 * A trace whose main thread ran `tasks` ([start, length, inner event] in ms from the navigation, the event
 * v8.evaluateModule unless named), that event inside each.
 */
function trace(tasks: [number, number, string?][]): Trace {
  const event = (name: string, start: number, length: number) => ({
    name,
    ph: 'X',
    pid: 1,
    tid: 1,
    ts: NAVIGATION + start * 1000,
    dur: length * 1000,
  });
  return {
    traceEvents: [
      { name: 'navigationStart', ph: 'R', pid: 1, tid: 1, ts: NAVIGATION, args: { data: { documentLoaderURL: URL } } },
      ...tasks.flatMap(([start, length, inner = 'v8.evaluateModule']) => [
        event('RunTask', start, length),
        event(inner, start, length - 1),
      ]),
    ],
  };
}

/** Lighthouse's result with FCP and TTI at `fcp` and `tti`, and these simulated long tasks ([start, length]). */
function result(fcp: number, tti: number, items: [number, number][]): LighthouseResult {
  return {
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      interactive: { numericValue: tti },
      'long-tasks': {
        details: { items: items.map(([startTime, duration]) => ({ startTime, duration, url: 'app.js' })) },
      },
    },
  };
}

describe('the simulated long tasks behind Lighthouse’s TBT', () => {
  it('counts what lies between FCP and TTI past 50 ms, clipping a task that straddles either', () => {
    const tasks = lanternTasks(
      result(1000, 3000, [
        [500, 200], // ends before FCP
        [950, 200], // 150 ms after FCP
        [1500, 120],
        [2950, 100], // 50 ms before TTI
        [3100, 400], // after TTI
      ]),
      trace([]),
      URL,
    );
    expect(tasks.map((task) => [task.start, task.blocking])).toEqual([
      [950, 100],
      [1500, 70],
      [2950, 0],
    ]);
  });

  it('names the observed task a simulated one replays: a quarter of its length, the earliest unmatched', () => {
    const tasks = lanternTasks(
      result(1000, 3000, [
        [1200, 100],
        [1400, 100],
        [1600, 160],
        [1800, 300],
      ]),
      trace([
        [300, 25],
        [500, 40],
        [700, 25.2],
      ]),
      URL,
    );
    expect(tasks.map((task) => task.observed?.start)).toEqual([300, 700, 500, undefined]);
    expect(tasks[0]?.observed?.events.map((event) => event.label)).toEqual(['v8.evaluateModule']);
  });

  it('matches a task that laid the page out at half the CPU factor, as Lantern slows it', () => {
    const tasks = lanternTasks(
      result(1000, 3000, [
        [1200, 322],
        [1600, 100],
      ]),
      trace([
        [300, 161, 'Layout'],
        [500, 25],
        [700, 50, 'Layout'],
      ]),
      URL,
    );
    expect(tasks.map((task) => [task.observed?.start, task.observed?.layout])).toEqual([
      [300, true],
      [500, false],
    ]);
  });
});
