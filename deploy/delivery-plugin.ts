import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { apiPreconnect } from './api-preconnect.ts';
import { checkCompileHints, compileHintBanner } from './compile-hints.ts';
import { contentSecurityPolicy } from './csp.ts';
import { renderFirstPaints } from './first-paint.ts';
import { PRELOAD_HELPER, withLinksAFewPerTask, withStylesheetIntegrity } from './preload-helper.ts';
import { START_UP_MODULES } from './start-up.ts';

/** Where the build leaves the headers its server must send (nginx includes it; dot-folders are never served). */
export const DEPLOY_DIR = '.deploy';
/** Which modules each chunk holds (`.deploy/chunk-modules.json`), read by scripts/lib/bundle-report.mjs. */
export const CHUNK_MODULES_FILE = 'chunk-modules.json';
/** The page /sign-in serves (deploy/nginx): index.html with the sign-in screen drawn in it. */
export const SIGN_IN_PAGE = 'sign-in.html';
/**
 * The page /wallet serves: index.html with the main layout around the loading wallet drawn in it (the usual first
 * screen of a signed-in visit), which also preloads the main layout's and the wallet home's code (ADR 0025). Named
 * in the page, they download beside the app instead of after it has run.
 */
export const WALLET_PAGE = 'wallet.html';
/** What the router loads for /wallet (src/app/routing/router.tsx, screens.ts): the main layout, its query client, the screen. */
const WALLET_MODULES = ['src/app/layouts/MainLayoutRoute.tsx', 'src/app/query-client.ts', 'src/features/wallet/index.ts'];
/** The sign-in screen's code (src/app/routing/screens.ts): the sign-in page draws it before the app runs. */
const SIGN_IN_MODULES = ['src/features/auth/index.ts'];
/** The brand font's Latin file: preloaded, as every first screen's text is set in it. */
const LATIN_FONT = /^inter-latin-wght-normal-[\w-]+\.woff2$/;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

const integrity = (content: Buffer | string): string => `sha384-${createHash('sha384').update(content).digest('base64')}`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? (name === DEPLOY_DIR ? [] : filesUnder(file)) : [file];
  });
}

/**
 * The chunk files a page needs: the entry's, and those of the modules ending in `suffixes` (the start-up stages,
 * which boot imports one task after another; a route's code), with their static imports. Found by
 * the modules a chunk holds, as they may sit in a planned chunk (deploy/chunk-plan.ts); `required` ones must be there.
 */
function chunksFor(
  bundle: OutputBundle,
  suffixes: readonly string[],
  required: readonly string[] = [],
): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const child of byFile.get(file)?.imports ?? []) visit(child);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  for (const suffix of [...suffixes, ...required]) {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${suffix}`)));
    if (holder) visit(holder.fileName);
    else if (required.includes(suffix)) throw new Error(`No chunk holds ${suffix}: a page's preloads name it.`);
  }
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const styles = [...seen].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  return { scripts: [...seen].filter((file) => !entries.has(file)), styles: [...new Set(styles)] };
}

/** Adds integrity="…" to the tag whose src/href is `url` (entry script, modulepreloads, stylesheets). */
function withIntegrity(html: string, url: string, hash: string): string {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.replace(new RegExp(`(<(?:script|link)\\b[^>]*?(?:src|href)="${escaped}")`, 'g'), `$1 integrity="${hash}"`);
}

/**
 * Production delivery, after the files are written:
 * - Subresource Integrity: integrity attributes on the entry, every modulepreload and the stylesheets, and an
 *   import map whose `integrity` section covers every chunk, so lazily imported chunks (and the preloads Vite
 *   adds at run time) are checked too: a chunk changed on the server does not run.
 * - The page /wallet serves (`wallet.html`): index.html with the main layout around the loading wallet drawn in it
 *   in both languages, for a customer with a stored session, that also preloads the wallet home's code.
 * - Both open the API host's connection ahead (deploy/api-preconnect.ts) in a build for a real backend.
 * - The page /sign-in serves (`sign-in.html`): the sign-in screen drawn at build time in both languages.
 *   Drawn screens paint before the app's JavaScript has arrived (deploy/first-paint.ts, src/app/first-paint). The
 *   pages preload the brand font beside the stylesheet.
 * - The Content-Security-Policy of this build (deploy/csp.ts, from the same env), with the import map's hash and
 *   the drawn screens' style attributes, written as an nginx snippet beside the headers every response carries.
 * - gzip and brotli copies of every text file for nginx's gzip_static / brotli_static.
 * - V8's compile hint first in the modal layers' chunks (deploy/compile-hints.ts), checked once written.
 */
export function deliveryPlugin(options: { env: Readonly<Record<string, string | undefined>>; demoMode: boolean }): Plugin {
  let base = '/';
  let root = process.cwd();
  let minified = true;
  return {
    name: 'wallet:delivery',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
      minified = config.build.minify !== false;
    },
    outputOptions(output) {
      return { ...output, postBanner: compileHintBanner };
    },
    transform(code, id) {
      return id === PRELOAD_HELPER ? { code: withLinksAFewPerTask(withStylesheetIntegrity(code)), map: null } : null;
    },
    writeBundle: {
      order: 'post',
      async handler(output, bundle) {
        const outDir = output.dir;
        if (!outDir) return;
        checkCompileHints(
          new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : []))),
          minified ? undefined : Number.POSITIVE_INFINITY,
        );
        const indexFile = path.join(outDir, 'index.html');
        const urlOf = (file: string) => `${base}${path.relative(outDir, file).split(path.sep).join('/')}`;
        const files = filesUnder(outDir);
        const scripts = files.filter((file) => file.endsWith('.js') && file.includes(`${path.sep}assets${path.sep}`));
        const styles = files.filter((file) => file.endsWith('.css'));
        const hashes = new Map([...scripts, ...styles].map((file) => [urlOf(file), integrity(readFileSync(file))]));

        const source = readFileSync(indexFile, 'utf8');
        const needed = chunksFor(bundle, START_UP_MODULES);
        const stylesheetLinks = (files: string[]) =>
          files.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
        const stylesheets = stylesheetLinks(needed.styles);
        // Every chunk and stylesheet: the browser checks the chunks, the preload helper the lazily added stylesheets.
        const importMap = JSON.stringify({
          integrity: Object.fromEntries([...scripts, ...styles].map((file) => [urlOf(file), hashes.get(urlOf(file))])),
        });
        const finish = (page: string, links: string[]) => {
          let html = page.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
          for (const [url, hash] of hashes) html = withIntegrity(html, url, hash);
          // Before any module script or modulepreload: an import map that comes later is ignored.
          html = html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    <script type="importmap">${importMap}</script>`);
          if (!html.includes('type="importmap"')) throw new Error('index.html has no <meta charset>: the import map needs it.');
          return html;
        };
        // The brand font is preloaded beside the stylesheet: every screen's first text is set in it, and text laid
        // out in a fallback first moves when it arrives (layout shift).
        const font = readdirSync(path.join(outDir, 'assets')).find((name) => LATIN_FONT.test(name));
        if (!font) throw new Error('The brand font (Inter, latin) is not among the built assets: the pages preload it.');
        const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}assets/${font}">`;
        // The app's own chunks and its stylesheet are requested at once, not after the entry has run; Vite's
        // loader finds them in the page and does not add integrity-less copies.
        const modulePreloads = (files: string[], attributes = '') =>
          files.map((file) => `<link rel="modulepreload"${attributes} crossorigin href="${base}${file}">`);
        // Not what Vite already preloads for the entry (its static imports).
        const preloads = modulePreloads(needed.scripts.filter((file) => !source.includes(`href="${base}${file}"`)));
        // The signed-in screens ask the API first thing; the sign-in page does not (a customer types first).
        const preconnect = apiPreconnect(options);
        const apiConnection = preconnect ? [preconnect] : [];
        writeFileSync(indexFile, finish(source, [...apiConnection, ...stylesheets, fontPreload, ...preloads]));

        // The pages' drawn screens (deploy/first-paint.ts), put after the app's root: global.css hides the root
        // while one shows.
        const drawn = await renderFirstPaints({ demoMode: options.demoMode });
        if (!source.includes('<div id="root"></div>'))
          throw new Error('index.html has no <div id="root"></div> for the drawn screens.');
        const withDrawn = (markup: string) => source.replace('<div id="root"></div>', `<div id="root"></div>\n    ${markup}`);

        // The wallet's page draws the main layout around the loading wallet for a customer with a stored session,
        // and names the code of the app and of the wallet home. All of that code comes at low priority: the drawn
        // frame's stylesheets, font and entry first (the frame paints with them), the code after them, before
        // anything runs (the app starts after the paint). A visitor who turns out to be signed out has fetched the
        // code sign-in leads to.
        const wallet = chunksFor(bundle, START_UP_MODULES, WALLET_MODULES);
        const walletPreloads = modulePreloads(
          wallet.scripts.filter((file) => !source.includes(`href="${base}${file}"`)),
          ' fetchpriority="low"',
        );
        const walletStylesheets = stylesheetLinks(wallet.styles.filter((file) => !needed.styles.includes(file)));
        writeFileSync(
          path.join(outDir, WALLET_PAGE),
          finish(withDrawn(drawn.wallet.markup), [
            ...apiConnection,
            ...stylesheets,
            ...walletStylesheets,
            fontPreload,
            ...walletPreloads,
          ]),
        );

        // The sign-in page paints its drawn screen with the stylesheet and the brand font; the app's chunks are not
        // preloaded there: they download after that paint (src/app/main.tsx) instead of competing with it.
        // Its drawn screen is styled by the sign-in screen's recipes too (fields, checkbox), which come with that
        // screen's code (deploy/recipe-css.ts): their stylesheets are named here, the code still comes after the paint.
        const signInStylesheets = stylesheetLinks(
          chunksFor(bundle, START_UP_MODULES, SIGN_IN_MODULES).styles.filter((file) => !needed.styles.includes(file)),
        );
        writeFileSync(
          path.join(outDir, SIGN_IN_PAGE),
          finish(withDrawn(drawn['sign-in'].markup), [...stylesheets, ...signInStylesheets, fontPreload]),
        );

        const importMapHash = `sha256-${createHash('sha256').update(importMap).digest('base64')}`;
        const csp = contentSecurityPolicy({
          ...options,
          scriptHashes: [importMapHash],
          styleAttributeHashes: [...new Set([...drawn['sign-in'].styleHashes, ...drawn.wallet.styleHashes])],
        });
        mkdirSync(path.join(outDir, DEPLOY_DIR), { recursive: true });
        writeFileSync(path.join(outDir, DEPLOY_DIR, 'content-security-policy.txt'), `${csp}\n`);
        // Which modules each chunk holds, for the bundle report (a re-exporting index leaves no trace in source maps).
        const chunkModules = Object.fromEntries(
          Object.values(bundle)
            .filter((item) => item.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk.moduleIds.map((id) => path.relative(root, id).split(path.sep).join('/'))]),
        );
        writeFileSync(path.join(outDir, DEPLOY_DIR, CHUNK_MODULES_FILE), JSON.stringify(chunkModules));

        // The best brotli for what customers download; a quick one for the demo build the tests serve.
        const quality = options.demoMode ? 5 : 11;
        for (const file of filesUnder(outDir).filter((name) => COMPRESSIBLE.test(name))) {
          const content = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
          );
        }
      },
    },
  };
}
