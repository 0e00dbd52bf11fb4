import { describe, expect, it } from 'vitest';
import { splitByProfiles, type SpanResult } from './lib/interaction.mjs';

const unprofiled = (total: number, requests: number): SpanResult => ({
  wall: 100,
  total,
  requests,
  ...(requests === 0 ? { app: total, demo: 0 } : {}),
  profiled: null,
});
const profiledRun = (app: number, demo: number, harness = 5): SpanResult => ({
  wall: 100,
  total: app + demo,
  requests: 1,
  app,
  demo,
  harness,
  profiled: { app, demo, harness },
});

describe('the interaction figures taken without the profiler', () => {
  it('give a span that sent no request to the app alone, whatever the profiled runs say', () => {
    const [result] = splitByProfiles([unprofiled(40, 0)], [profiledRun(30, 30)]);
    expect(result).toMatchObject({ app: 40, demo: 0, harness: 5 });
  });

  it('split a span that sent requests by the median demo share of the profiled runs', () => {
    const runs = [profiledRun(90, 10), profiledRun(75, 25), profiledRun(50, 50)];
    const [result] = splitByProfiles([unprofiled(80, 2)], runs);
    expect(result?.demo).toBeCloseTo(20);
    expect(result?.app).toBeCloseTo(60);
  });

  it('count all of it as the app without profiled runs, and print no harness time', () => {
    const [result] = splitByProfiles([unprofiled(80, 2)], []);
    expect(result).toMatchObject({ app: 80, demo: 0, harness: undefined });
  });
});
