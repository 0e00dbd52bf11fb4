import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUT_FACES, LATIN_FONT_FILE, TURKISH_EXTRA, TURKISH_FONT_FILE, fontsourceStylesheet } from './lib/brand-font.mjs';

interface Face {
  /** The file's name, wherever it is taken from. */
  file: string;
  url: string;
  descriptors: string;
  codePoints: Set<number>;
}

/** Every `@font-face` of a stylesheet: its file's name, its other descriptors, and the code points of its range. */
function faces(css: string): Face[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const declarations = new Map(
      body
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [
            declaration.slice(0, colon).trim(),
            declaration
              .slice(colon + 1)
              .replace(/\s+/g, ' ')
              .trim(),
          ];
        }),
    );
    const src = /url\(['"]?([^'")]+)['"]?\)/.exec(declarations.get('src') ?? '');
    const codePoints = new Set<number>();
    for (const range of (declarations.get('unicode-range') ?? '').split(',')) {
      const [first = '', last = first] = range.trim().replace(/^U\+/i, '').split('-');
      for (let code = parseInt(first, 16); code <= parseInt(last, 16); code += 1) codePoints.add(code);
    }
    const descriptors = ['font-family', 'font-style', 'font-display', 'font-weight']
      .map((name) => `${name}: ${declarations.get(name)}`)
      .join('; ');
    return { file: path.basename(src?.[1] ?? ''), url: src?.[1] ?? '', descriptors, codePoints };
  });
}

const TURKISH = new Set([...TURKISH_EXTRA].map((letter) => letter.codePointAt(0) ?? 0));
const ours = faces(readFileSync('src/design-system/styles/inter.css', 'utf8'));
const packaged = faces(fontsourceStylesheet());
/** A face without where its file is taken from: the app's cuts keep the package's file names. */
const unplaced = ({ url: _url, ...face }: Face) => face;

describe('the brand font’s faces', () => {
  it('are the package’s, but for the Turkish letters, which only their own small face covers', () => {
    const turkish = ours.find((face) => face.file === path.basename(TURKISH_FONT_FILE));
    expect(turkish?.codePoints).toEqual(TURKISH);
    const withoutTurkish = packaged.map((face) => ({
      ...face,
      codePoints: new Set([...face.codePoints].filter((code) => !TURKISH.has(code))),
    }));
    expect(ours.filter((face) => face !== turkish).map(unplaced)).toEqual(withoutTurkish.map(unplaced));
    expect(turkish?.descriptors).toBe(packaged.at(0)?.descriptors);
    // Only the Latin Extended file had them: nothing else changed.
    expect(packaged.filter((face) => [...TURKISH].some((code) => face.codePoints.has(code))).map((face) => face.file)).toEqual([
      'inter-latin-ext-wght-normal.woff2',
    ]);
  });

  it('take the Latin and Turkish faces from the app’s own cuts, every other from the package', () => {
    const cut = CUT_FACES.map((face) => path.basename(face.file));
    expect(cut).toEqual([path.basename(LATIN_FONT_FILE), path.basename(TURKISH_FONT_FILE)]);
    expect(ours.filter((face) => face.url.startsWith('./fonts/')).map((face) => face.file)).toEqual(cut);
    expect(
      ours
        .filter((face) => !face.url.startsWith('./fonts/'))
        .every((face) => face.url.startsWith('@fontsource-variable/inter/files/')),
    ).toBe(true);
  });

  it('include the cut faces the installed package gives (npm run fonts writes them)', () => {
    // In Node itself: the font tools' WebAssembly does not take jsdom's typed arrays.
    const check = spawnSync(process.execPath, ['scripts/brand-font.mjs', '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
