import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_ARGS, findChromium, findTestChromium, TEST_CHROMIUM_ARGS } from './lib/chromium.mjs';

// Which browser draws the screenshots decides whether they match the baselines: the tests never fall back silently.
describe('the browsers the tests and the benchmarks drive', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('tests use CHROMIUM_PATH when it is set, and nothing when it names no file', () => {
    vi.stubEnv('CHROMIUM_PATH', process.execPath);
    expect(findTestChromium()).toBe(process.execPath);
    vi.stubEnv('CHROMIUM_PATH', '/nowhere/chromium');
    expect(findTestChromium()).toBeUndefined();
  });

  it("tests use Debian's headless shell, not the full browser the benchmarks use", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    const shell = findTestChromium();
    // Either the package is installed, or the suite says how to install it rather than take another browser.
    expect([undefined, '/usr/bin/chromium-headless-shell']).toContain(shell);
    expect(findTestChromium()).not.toBe(findChromium());
  });

  it("tests leave out V8's optimizing compilers; the benchmarks keep them, as customers' browsers do", () => {
    expect(TEST_CHROMIUM_ARGS).toEqual([...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev']);
    expect(CHROMIUM_ARGS.some((arg) => arg.startsWith('--js-flags'))).toBe(false);
  });
});
