// Writes the brand font's faces the app cuts itself (scripts/lib/brand-font.mjs); `--check` fails when a committed
// file is not what the installed Fontsource package gives (scripts/brand-font.test.ts checks the same in `npm test`).
import { readFileSync, writeFileSync } from 'node:fs';
import { CUT_FACES } from './lib/brand-font.mjs';

const check = process.argv.includes('--check');
let stale = 0;
for (const { file, cut } of CUT_FACES) {
  const font = await cut();
  if (!check) {
    writeFileSync(file, font);
    console.log(`${file}: ${font.length} bytes`);
  } else if (!readFileSync(file).equals(font)) {
    console.error(`${file} is out of date: run npm run fonts`);
    stale += 1;
  }
}
if (stale > 0) process.exit(1);
