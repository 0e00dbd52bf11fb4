// Finds the Chromium that story tests, visual tests, E2E and benchmarks drive. Never downloads one.
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

/** Like findChromium, but stops the process with instructions when there is none. */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    console.error(HOW_TO_GET_CHROMIUM);
    process.exit(1);
  }
  return path;
}
