import { describe, expect, it } from 'vitest';
import { jestFailures, playwrightFailures } from './lib/failed-tests.mjs';

/** A Jest-style report of one story file whose first test failed with `message`; the others passed. */
const storyFile = (message: string, ...passed: string[]) => ({
  testResults: [
    {
      name: '/repo/src/Some.stories.tsx',
      status: 'failed',
      assertionResults: [
        { fullName: 'Screens/Some Failing play-test', status: 'failed', failureMessages: [message] },
        ...passed.map((fullName) => ({ fullName, status: 'passed', failureMessages: [] })),
      ],
    },
  ],
});

describe('the failed tests npm test names at the end of its output', () => {
  it('names each failed story or unit test with the first line of its error, without colours', () => {
    const names = jestFailures(
      storyFile('\n\u001b[31mError: Unable to find role "status"\u001b[39m\n    at x', 'Screens/Some Passing play-test'),
    );
    expect(names).toEqual(['Screens/Some Failing play-test — Error: Unable to find role "status"']);
  });

  it('takes a story error from its "Message:" line, not from the runner preamble', () => {
    const names = jestFailures(
      storyFile(
        'page.evaluate: StorybookTestRunnerError: \nClick to debug the error directly in Storybook:\nhttp://127.0.0.1:6007/?path=/story/x\n\nMessage:\n expect(element).toHaveFocus()\n\nExpected element with focus:',
      ),
    );
    expect(names).toEqual(['Screens/Some Failing play-test — expect(element).toHaveFocus()']);
  });

  it('names a file that crashed before any of its tests ran', () => {
    const names = jestFailures({
      testResults: [
        { name: '/repo/stories/Broken.stories.tsx', status: 'failed', message: 'SyntaxError: x', assertionResults: [] },
      ],
    });
    expect(names).toEqual(['/repo/stories/Broken.stories.tsx — SyntaxError: x']);
  });

  it('names a failed journey with its project and titles, and an error outside any test', () => {
    const names = playwrightFailures({
      suites: [
        {
          title: 'send.spec.ts',
          suites: [
            {
              title: 'send',
              specs: [
                {
                  title: 'in Turkish, 0,5 is half a coin',
                  tests: [
                    { projectName: 'desktop', status: 'expected', results: [{}] },
                    {
                      projectName: 'mobile',
                      status: 'unexpected',
                      results: [{ error: { message: 'expect(locator).toBeVisible() failed' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: global setup failed' }],
    });
    expect(names).toEqual([
      '[mobile] send.spec.ts › send › in Turkish, 0,5 is half a coin — expect(locator).toBeVisible() failed',
      '(outside a test) Error: global setup failed',
    ]);
  });
});
