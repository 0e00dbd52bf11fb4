import type { RenderedChunk } from 'rolldown';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every function of the file
 * is compiled as the file loads, off the main thread where the browser streams it, instead of one by one on the
 * main thread the first time each runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The modal layers' machinery (Ark's dialog, which the dialogs and the drawers run): opening one runs nearly every
 * function of these packages, and their code loads ahead of the first opening (preloadDrawer, when the browser is
 * idle). Compiled lazily, the notification panel's first opening compiled about 60 functions in the click (20 ms
 * of its 100 ms of main thread at 4× CPU, ADR 0026): with the hint they are compiled when the code arrives.
 */
export const MODAL_LAYER_PACKAGES = [
  '@zag-js/dialog',
  '@zag-js/dismissable',
  '@zag-js/interact-outside',
  '@zag-js/focus-trap',
  '@zag-js/aria-hidden',
] as const;

/**
 * A hinted chunk's size at most, minified: compiling a large chunk whole would cost its loading more than it saves
 * later.
 */
export const HINTED_CHUNK_LIMIT = 64 * 1024;

const inPackages = (id: string) => MODAL_LAYER_PACKAGES.some((name) => id.includes(`/node_modules/${name}/`));

/** Whether a chunk gets the hint: a lazily loaded chunk that holds the modal layers' code (never the entry). */
export function wantsCompileHint(chunk: Pick<RenderedChunk, 'isEntry' | 'moduleIds'>): boolean {
  return !chunk.isEntry && chunk.moduleIds.some(inPackages);
}

/** The line the bundler puts first in a chunk, after minifying (rolldown's `postBanner`; source maps follow it). */
export const compileHintBanner = (chunk: Pick<RenderedChunk, 'isEntry' | 'moduleIds'>): string =>
  wantsCompileHint(chunk) ? COMPILE_HINT : '';

/**
 * The build's check of the written chunks (file name → code): the dialog machine's chunk (every drawer's and
 * dialog's) starts with the hint (so a renamed package cannot silently drop it), and no hinted chunk is over
 * `limit` (an unminified build, for reading profiles, passes none). Returns the hinted files.
 */
export function checkCompileHints(
  chunks: ReadonlyMap<string, { code: string; moduleIds: readonly string[] }>,
  limit = HINTED_CHUNK_LIMIT,
): string[] {
  const hinted = [...chunks].filter(([, chunk]) => chunk.code.startsWith(`${COMPILE_HINT}\n`));
  const dialog = [...chunks].find(([, chunk]) => chunk.moduleIds.some((id) => id.includes('/node_modules/@zag-js/dialog/')));
  if (dialog && !hinted.some(([file]) => file === dialog[0]))
    throw new Error(`The dialog machine's chunk (${dialog[0]}) does not start with V8's compile hint (deploy/compile-hints.ts).`);
  for (const [file, chunk] of hinted) {
    const size = Buffer.byteLength(chunk.code);
    if (size > limit)
      throw new Error(
        `${file} (${Math.round(size / 1024)} kB) carries V8's compile hint but is over ${Math.round(limit / 1024)} kB: ` +
          'split the modal layers from it, or drop their hint (deploy/compile-hints.ts).',
      );
  }
  return hinted.map(([file]) => file);
}
