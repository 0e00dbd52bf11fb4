import { existsSync, readFileSync } from 'node:fs';

/** Fails the run when the browser reported any Content-Security-Policy violation to nginx (report-uri). */
export default async function failOnCspReports(): Promise<void> {
  const file = 'reports/csp-reports.log';
  // Reports are posted asynchronously: give the last ones a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const reports = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  if (reports.length > 0)
    throw new Error(`${reports.length} Content-Security-Policy violation report(s):\n${reports.slice(0, 10).join('\n')}`);
}
