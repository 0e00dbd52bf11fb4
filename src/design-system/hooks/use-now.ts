import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (relative times such as "5 minutes ago" stay true), and read
 * again whenever `dataKey` changes: times shown beside new data are as of that data. A list built ahead and
 * hidden (the notification panel) would otherwise show items that arrive later against its older "now" — a
 * one-minute-old event read "59 seconds ago".
 */
export function useNow(intervalMs = 60_000, dataKey?: unknown): number {
  const [now, setNow] = useState(() => Date.now());
  const [seenKey, setSeenKey] = useState(dataKey);
  if (seenKey !== dataKey) {
    // During render (no extra commit): React renders again at once with the new time.
    setSeenKey(dataKey);
    setNow(() => Date.now());
  }
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
