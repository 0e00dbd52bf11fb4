// Finds the Chromium that story tests, visual tests and E2E drive (its headless shell), and the full one the
// benchmarks drive. Never downloads one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Flags for a headless Chromium on a machine without outside network (see TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

/**
 * The story tests' and journeys' browser also leaves out V8's optimizing compilers (Maglev, TurboFan). Each test
 * starts a fresh context, so the app's code is compiled anew every time and rarely runs long enough to repay an
 * optimized build: on 2 cores, the journeys' CPU fell by about 15 % (ADR 0027, session 42). What the code does
 * is unchanged; only how fast hot code runs. The benchmarks keep the default compilers: they measure what a
 * customer's browser does.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];

export const HOW_TO_GET_CHROMIUM =
  "No Chromium found. Install Debian's package (sudo apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary.";

function playwrightChromium() {
  try {
    const { chromium } = require('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** CHROMIUM_PATH if set, else /usr/bin/chromium, else Playwright's own browser; undefined when none exists. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return playwrightChromium();
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the story tests, the visual baselines and the E2E journeys: `CHROMIUM_PATH` if set, else Debian's
 * headless shell (package chromium-headless-shell, the same Chromium without the desktop browser around it).
 * Measured on 2 cores, the journeys took 23 % less time in it than in the full browser's headless mode (ADR 0027,
 * session 39). Its text rendering differs from the full browser's by a few pixels: the baselines are drawn by it.
 */
export function findTestChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined;
}

export const HOW_TO_GET_TEST_CHROMIUM =
  "No Chromium headless shell found for the browser tests. Install Debian's package (sudo apt-get install -y chromium-headless-shell): the visual baselines are drawn by it. Or set CHROMIUM_PATH to a Chromium binary (its screenshots may differ from the baselines).";

/** `path`, or the process stops with `help` when there is none. */
function required(path, help) {
  if (!path) {
    console.error(help);
    process.exit(1);
  }
  return path;
}

/** Like findTestChromium, but stops the process with instructions when there is none. */
export const requireTestChromium = () => required(findTestChromium(), HOW_TO_GET_TEST_CHROMIUM);

/** Like findChromium, but stops the process with instructions when there is none. */
export const requireChromium = () => required(findChromium(), HOW_TO_GET_CHROMIUM);
