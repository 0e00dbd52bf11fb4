// Inter's Turkish letters, cut out of Fontsource's Latin Extended file (ADR 0034). Turkish adds six characters to
// Latin-1 that Inter's Latin file lacks; without a face of their own, every Turkish screen downloaded the whole
// Latin Extended file (85 kB) for them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/** Ğ ğ İ Ş ş and the lira sign: what Turkish writes beyond Inter's Latin file (ı is in it). */
export const TURKISH_EXTRA = 'ĞğİŞş₺';
/** Where the app's stylesheet (src/design-system/styles/inter.css) takes the face from. */
export const TURKISH_FONT_FILE = 'src/design-system/styles/fonts/inter-turkish-wght-normal.woff2';

const require = createRequire(import.meta.url);

/** Fontsource's file for `subset` (e.g. `latin-ext`), as the package ships it. */
export function fontsourceFile(subset) {
  return require.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);
}

/** The Turkish face: the Latin Extended file's glyphs for TURKISH_EXTRA, outlines, variations and layout untouched. */
export function subsetTurkishFont() {
  return subsetFont(readFileSync(fontsourceFile('latin-ext')), TURKISH_EXTRA, { targetFormat: 'woff2' });
}
