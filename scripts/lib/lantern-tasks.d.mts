/** A Lighthouse result, as far as lanternTasks reads it. */
export interface LighthouseResult {
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  audits: {
    'first-contentful-paint': { numericValue: number };
    interactive: { numericValue: number };
    'long-tasks': { details: { items: { startTime: number; duration: number; url: string }[] } };
  };
}
/** A Chromium trace: its events (Lighthouse's `artifacts.Trace`). */
export interface Trace {
  traceEvents: { name: string; ph?: string; pid: number; tid: number; ts: number; dur?: number; args?: object }[];
}
export interface LanternTask {
  /** Simulated start and length, ms. */
  start: number;
  duration: number;
  /** Its share of TBT, ms. */
  blocking: number;
  url: string;
  /**
   * The observed task it replays (unthrottled ms from the navigation), when one has a quarter its length (half, for
   * a task that laid the page out).
   */
  observed?: { start: number; duration: number; layout: boolean; events: { label: string; duration: number }[] };
}
export function lanternTasks(lhr: LighthouseResult, trace: Trace, url: string): LanternTask[];
export function printLanternTasks(path: string, tasks: LanternTask[]): void;
