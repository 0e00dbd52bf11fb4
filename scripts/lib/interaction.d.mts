/** What a CPU profile of a span says of it, as far as the split needs it (./cpu-profile.mjs attribute). */
export interface ProfiledSpan {
  app: number;
  demo: number;
  harness: number;
}
/** One measured span (see interaction.mjs): `app`/`demo` are missing on an unprofiled span that sent requests. */
export interface SpanResult {
  wall: number;
  total: number;
  requests: number;
  app?: number;
  demo?: number;
  harness?: number;
  profiled: ProfiledSpan | null;
}
export const CPU_SLOWDOWN: number;
export function median(values: number[]): number;
export function splitByProfiles<T extends SpanResult>(
  results: T[],
  profiledRuns: SpanResult[],
): Array<T & { app: number; demo: number }>;
