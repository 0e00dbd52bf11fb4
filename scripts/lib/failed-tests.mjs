// The names of the failed tests in a runner's JSON report, each with the first line of its error. `npm test` prints
// them last, because a CI log is often read from its tail only.

/** The line of an error that says what failed: its first, or for a story the one after "Message:". */
const firstLine = (message = '') => {
  const lines = message
    // eslint-disable-next-line no-control-regex -- the runners colour their messages with ANSI escapes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  // The Storybook test runner starts with "page.evaluate: StorybookTestRunnerError:" and a link to the story.
  const afterMessage = lines.indexOf('Message:');
  return (afterMessage >= 0 ? lines[afterMessage + 1] : undefined) ?? lines[0] ?? '';
};

/** Jest-compatible reports (Vitest, the Storybook test runner). */
export function jestFailures(report) {
  const failed = [];
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    for (const test of tests)
      if (test.status === 'failed') failed.push(`${test.fullName ?? test.title} — ${firstLine(test.failureMessages?.[0])}`);
    // A file that crashed before its tests ran has no failed test, only a message.
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed'))
      failed.push(`${file.name} — ${firstLine(file.message)}`);
  }
  return failed;
}

/** Playwright's JSON reporter: suites nest, specs hold one test per project, each with its attempts. */
export function playwrightFailures(report) {
  const failed = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          const name = [...titles, spec.title].filter(Boolean).join(' › ');
          failed.push(`[${test.projectName}] ${name} — ${firstLine(last?.error?.message)}`);
        }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  for (const error of report.errors ?? []) failed.push(`(outside a test) ${firstLine(error.message)}`);
  return failed;
}
