/** A Jest-compatible JSON report (Vitest, the Storybook test runner), as far as the failure names need it. */
export interface JestReport {
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title?: string; status?: string; failureMessages?: string[] }[];
  }[];
}
interface PlaywrightSuite {
  title?: string;
  specs?: {
    title?: string;
    tests?: { projectName?: string; status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}
/** Playwright's JSON report, as far as the failure names need it. */
export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}
export function jestFailures(report: JestReport): string[];
export function playwrightFailures(report: PlaywrightReport): string[];
