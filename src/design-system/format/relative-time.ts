/** The unit and signed value for "5 minutes ago" / "in 2 days", picked like a person would. */
export function relativeTimeParts(
  then: number,
  now: number,
): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year' } {
  const seconds = Math.round((then - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return { value: seconds, unit: 'second' };
  if (abs < 3600) return { value: Math.round(seconds / 60), unit: 'minute' };
  if (abs < 86_400) return { value: Math.round(seconds / 3600), unit: 'hour' };
  if (abs < 7 * 86_400) return { value: Math.round(seconds / 86_400), unit: 'day' };
  if (abs < 30 * 86_400) return { value: Math.round(seconds / (7 * 86_400)), unit: 'week' };
  if (abs < 365 * 86_400) return { value: Math.round(seconds / (30 * 86_400)), unit: 'month' };
  return { value: Math.round(seconds / (365 * 86_400)), unit: 'year' };
}

/**
 * For something that has already happened (a notification): a time after `now` reads "now". `now` ticks once a
 * minute, so an event that arrives between ticks, or a server clock slightly ahead, would otherwise say "in 12 seconds".
 */
export function pastRelativeTimeParts(then: number, now: number): ReturnType<typeof relativeTimeParts> {
  return relativeTimeParts(Math.min(then, now), now);
}
