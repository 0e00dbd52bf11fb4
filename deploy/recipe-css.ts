import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where `panda cssgen --splitting` writes one stylesheet per recipe (styled-system/ is generated, not committed). */
export const RECIPE_CSS_DIR = 'styled-system/styles/recipes';

/** A recipe's module in the generated styled-system (`styled-system/recipes/drawer.mjs` → `drawer`). */
const RECIPE_MODULE = /\/styled-system\/recipes\/([a-z0-9-]+)\.mjs$/;

/**
 * Panda's layer order, with the recipes' sublayers, at the top of every recipe's stylesheet: whichever stylesheet
 * a page (or Storybook) loads first fixes the order of the layers, and one holding a recipe would otherwise put
 * `recipes` below the reset (src/design-system/styles/global.css declares the same). In two statements: one naming
 * all five layers is where Panda's PostCSS plugin writes every style it has.
 */
export const LAYER_ORDER =
  '@layer reset, base, tokens;\n@layer recipes, utilities;\n@layer recipes._base, recipes.slots, recipes.slots._base;\n';

/** The preset (tokens, recipes): with panda.config.ts, what the recipes' CSS is made from. */
const PRESET_DIR = 'src/design-system/theme';
/** A lock folder older than this was left by a killed process. */
const LOCK_STALE_MS = 60_000;

/** The preset's files: a change there changes the recipes' CSS. */
const PRESET = /\/(panda\.config\.ts|src\/design-system\/theme\/.+\.ts)$/;

/** The recipe a module id is the generated function of, if any (exported for its unit test). */
export function recipeOfModule(id: string): string | null {
  const name = RECIPE_MODULE.exec(id.split('?')[0] ?? '')?.[1];
  // The folder's index and Panda's own helper are not recipes.
  return name && name !== 'index' && name !== 'create-recipe' ? name : null;
}

/** What the recipes' CSS is made from: Panda's version, its config and the preset (the recipes live there). */
function inputsStamp(root: string): string {
  const hash = createHash('sha256');
  const files = [
    'panda.config.ts',
    'node_modules/@pandacss/dev/package.json',
    ...readdirSync(path.join(root, PRESET_DIR), { recursive: true, encoding: 'utf8' }).map((file) => path.join(PRESET_DIR, file)),
  ].sort();
  for (const file of files) {
    const full = path.join(root, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Writes the recipes' stylesheets unless those on disk were made from the same inputs. Builds run side by side
 * (npm test builds Storybook beside the demo app): one writes while the others wait on a lock folder, then find
 * the stamp fresh, so no build reads a stylesheet another is rewriting.
 */
export function ensureRecipeCss(root: string, generate = () => runPandaSplitting(root)): void {
  const stampFile = path.join(root, RECIPE_CSS_DIR, '.inputs');
  const lock = path.join(root, 'styled-system', '.recipe-css.lock');
  const stamp = inputsStamp(root);
  const fresh = () => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (fresh()) return;
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed process: Panda writes in seconds.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > LOCK_STALE_MS * 2) throw new Error(`Waited too long for ${lock}.`);
      sleep(100);
    }
  }
  try {
    if (fresh()) return;
    generate();
    writeFileSync(stampFile, stamp);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function runPandaSplitting(root: string): void {
  const result = spawnSync('npx', ['panda', 'cssgen', '--splitting', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('panda cssgen --splitting failed: the recipes have no stylesheets.');
}

/**
 * Each recipe's CSS comes with the recipe's code (ADR 0025, session 38). Panda's PostCSS plugin writes every
 * recipe into the one global stylesheet (deploy/panda-stylesheet.ts takes them out again); here each generated recipe
 * module imports its own stylesheet instead, so a recipe's CSS lands in the chunk that uses the recipe: a page
 * parses the styles of its own components, not those of every screen (sign-up's phone input, the send flow's
 * pickers, NFT uploads…). The stylesheets are written by `panda cssgen --splitting` when what they are made from
 * changed (a build's start, a preset change under the dev server). Vitest renders no CSS: it gets no imports.
 */
export function recipeCss(): Plugin {
  let root = process.cwd();
  return {
    name: 'wallet:recipe-css',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (!process.env.VITEST) ensureRecipeCss(root);
    },
    transform(code, id) {
      if (process.env.VITEST) return null;
      if (id.split('?')[0]?.startsWith(path.join(root, RECIPE_CSS_DIR) + path.sep))
        return { code: LAYER_ORDER + code, map: null };
      const recipe = recipeOfModule(id);
      if (!recipe) return null;
      const stylesheet = path.join(root, RECIPE_CSS_DIR, `${recipe}.css`);
      if (!existsSync(stylesheet)) return null;
      return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null };
    },
    handleHotUpdate({ file }) {
      if (PRESET.test(file)) ensureRecipeCss(root);
    },
  };
}
