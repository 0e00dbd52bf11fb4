import { describe, expect, it } from 'vitest';
import { checkCompileHints, COMPILE_HINT, compileHintBanner, HINTED_CHUNK_LIMIT } from '../deploy/compile-hints.ts';

const module = (path: string) => `/repo/node_modules/${path}`;
const DIALOG = module('@zag-js/dialog/dist/dialog.machine.mjs');
const FOCUS_TRAP = module('@zag-js/focus-trap/dist/focus-trap.mjs');

describe('V8’s compile hint on the modal layers’ chunks', () => {
  it('goes first in a lazily loaded chunk that holds the dialog machine’s or the focus trap’s code', () => {
    expect(
      compileHintBanner({ isEntry: false, moduleIds: ['/repo/src/design-system/components/drawer/ArkDrawerPanel.tsx', DIALOG] }),
    ).toBe(COMPILE_HINT);
    expect(compileHintBanner({ isEntry: false, moduleIds: [FOCUS_TRAP] })).toBe(COMPILE_HINT);
  });

  it('is left off the entry and off chunks without them', () => {
    expect(compileHintBanner({ isEntry: true, moduleIds: [DIALOG] })).toBe('');
    expect(compileHintBanner({ isEntry: false, moduleIds: [module('@zag-js/select/dist/select.machine.mjs')] })).toBe('');
    expect(compileHintBanner({ isEntry: false, moduleIds: ['/repo/src/features/wallet/index.ts'] })).toBe('');
  });

  it('is the magic comment Chromium reads, on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});

describe('the build’s check of the hinted chunks', () => {
  const chunk = (code: string, moduleIds: string[]) => ({ code, moduleIds });

  it('names the hinted files', () => {
    const chunks = new Map([
      ['assets/dialog-1.js', chunk(`${COMPILE_HINT}\nimport"./x.js";`, [DIALOG])],
      ['assets/app-1.js', chunk('import"./x.js";', ['/repo/src/app/main.tsx'])],
    ]);
    expect(checkCompileHints(chunks)).toEqual(['assets/dialog-1.js']);
  });

  it('fails when the dialog machine’s chunk lost its hint', () => {
    const chunks = new Map([['assets/dialog-1.js', chunk('import"./x.js";', [DIALOG])]]);
    expect(() => checkCompileHints(chunks)).toThrow(/dialog machine's chunk \(assets\/dialog-1\.js\) does not start/);
  });

  it('fails when a hinted chunk has grown past the limit', () => {
    const big = `${COMPILE_HINT}\n${'x'.repeat(HINTED_CHUNK_LIMIT)}`;
    const chunks = new Map([['assets/dialog-1.js', chunk(big, [DIALOG])]]);
    expect(() => checkCompileHints(chunks)).toThrow(/dialog-1\.js \(64 kB\) carries V8's compile hint but is over 64 kB/);
  });
});
