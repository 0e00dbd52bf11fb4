// Writes the brand font's Turkish face (scripts/lib/turkish-font.mjs); `--check` fails when the committed file is not
// what the installed Fontsource package gives (scripts/turkish-font.test.ts checks the same in `npm test`).
import { readFileSync, writeFileSync } from 'node:fs';
import { TURKISH_FONT_FILE, subsetTurkishFont } from './lib/turkish-font.mjs';

const font = await subsetTurkishFont();
if (process.argv.includes('--check')) {
  if (!readFileSync(TURKISH_FONT_FILE).equals(font)) {
    console.error(`${TURKISH_FONT_FILE} is out of date: run npm run fonts:turkish`);
    process.exit(1);
  }
} else {
  writeFileSync(TURKISH_FONT_FILE, font);
  console.log(`${TURKISH_FONT_FILE}: ${font.length} bytes`);
}
