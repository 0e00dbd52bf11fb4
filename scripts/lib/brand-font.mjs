// The brand font's faces the app cuts itself out of Fontsource's Inter files (ADR 0034). Each keeps its glyphs'
// outlines, weight variations and layout tables; the browser draws them pixel for pixel as the package's files.
// - Latin: the package's Latin file cut again to its own range. HarfBuzz keeps what that range's characters can
//   reach and leaves out the 114 glyphs and the glyph names (the `post` table) no text of the range uses: 48.3 → 42.0 kB,
//   on every first visit.
// - Turkish: the six characters Turkish adds to Latin-1, cut out of the Latin Extended file (85 kB), so a Turkish
//   screen does not download that whole file for them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Ğ ğ İ Ş ş and the lira sign: what Turkish writes beyond Inter's Latin file (ı is in it). */
export const TURKISH_EXTRA = 'ĞğİŞş₺';
/** Where the app's stylesheet (src/design-system/styles/inter.css) takes the cut faces from. */
export const FONTS_DIR = 'src/design-system/styles/fonts';
export const LATIN_FONT_FILE = `${FONTS_DIR}/inter-latin-wght-normal.woff2`;
export const TURKISH_FONT_FILE = `${FONTS_DIR}/inter-turkish-wght-normal.woff2`;

const require = createRequire(import.meta.url);

/** Fontsource's file for `subset` (e.g. `latin-ext`), as the package ships it. */
export function fontsourceFile(subset) {
  return require.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);
}

/** The package's own stylesheet, which declares every file's range. */
export function fontsourceStylesheet() {
  return readFileSync(path.join(path.dirname(fontsourceFile('latin')), '..', 'index.css'), 'utf8');
}

/** The `unicode-range` the package's stylesheet gives the file of `subset`. */
export function fontsourceRange(subset) {
  const file = `inter-${subset}-wght-normal.woff2`;
  for (const [, body = ''] of fontsourceStylesheet().matchAll(/@font-face\s*{([^}]*)}/g)) {
    if (!body.includes(`/${file}`)) continue;
    const range = /unicode-range:([^;]+)/.exec(body)?.[1];
    if (range) return range.replace(/\s+/g, ' ').trim();
  }
  throw new Error(`No unicode-range for ${file} in @fontsource-variable/inter's stylesheet`);
}

/** Every character of a `unicode-range` value (`U+0000-00FF, U+0131`), as one string. */
export function charactersOf(unicodeRange) {
  let characters = '';
  for (const range of unicodeRange.split(',')) {
    const [first = '', last = first] = range.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code += 1) characters += String.fromCodePoint(code);
  }
  return characters;
}

const cut = (subset, characters) => subsetFont(readFileSync(fontsourceFile(subset)), characters, { targetFormat: 'woff2' });

/** The faces the app cuts, each with the file it is committed as. */
export const CUT_FACES = [
  { file: LATIN_FONT_FILE, cut: () => cut('latin', charactersOf(fontsourceRange('latin'))) },
  { file: TURKISH_FONT_FILE, cut: () => cut('latin-ext', TURKISH_EXTRA) },
];
