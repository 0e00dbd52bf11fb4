import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss, { type Root } from 'postcss';
import { describe, expect, it } from 'vitest';
import { ensureRecipeCss, LAYER_ORDER, recipeOfModule } from '../deploy/recipe-css.ts';
import { pandaStylesheet } from '../deploy/panda-stylesheet.ts';

/** What Panda's PostCSS plugin appends to the stylesheet that declares its layers (abridged). */
const PANDA_OUTPUT = `@layer tokens { :root { --colors-fg: #111; } }
@layer recipes { @layer _base { .button { display: inline-flex; } } }
@layer recipes.slots { @layer _base { .drawer__content { display: flex; } } }
@layer utilities { .d_flex { display: flex; } }`;
const GLOBAL = `@layer reset, base, tokens, recipes, utilities;
@layer recipes._base, recipes.slots, recipes.slots._base;`;

async function processed(css: string) {
  const stylesheets: string[] = [];
  const panda = (root: Root) => {
    stylesheets.push(root.toString());
    root.append(PANDA_OUTPUT);
    return Promise.resolve();
  };
  const result = await postcss([pandaStylesheet({ panda: { plugins: [panda] } })]).process(css, { from: undefined });
  return { css: result.css, pandaSaw: stylesheets.length };
}

describe('each recipe’s CSS comes with its code (ADR 0025)', () => {
  it('names the recipe of a generated recipe module, and of nothing else', () => {
    expect(recipeOfModule('/work/styled-system/recipes/drawer.mjs')).toBe('drawer');
    expect(recipeOfModule('/work/styled-system/recipes/asset-card.mjs?v=1')).toBe('asset-card');
    expect(recipeOfModule('/work/styled-system/recipes/index.mjs')).toBeNull();
    expect(recipeOfModule('/work/styled-system/recipes/create-recipe.mjs')).toBeNull();
    expect(recipeOfModule('/work/styled-system/css/css.mjs')).toBeNull();
    expect(recipeOfModule('/work/src/design-system/components/drawer/Drawer.tsx')).toBeNull();
  });

  it('takes the recipes out of the stylesheet Panda writes into, and keeps its layers, tokens and utilities', async () => {
    const { css, pandaSaw } = await processed(GLOBAL);
    expect(pandaSaw).toBe(1);
    expect(css).not.toContain('.button');
    expect(css).not.toContain('.drawer__content');
    expect(css).toContain('@layer reset, base, tokens, recipes, utilities;');
    expect(css).toContain('@layer recipes._base, recipes.slots, recipes.slots._base;');
    expect(css).toContain('--colors-fg');
    expect(css).toContain('.d_flex');
  });

  it('gives Panda no other stylesheet, and leaves a recipe’s own alone', async () => {
    const recipe = `${LAYER_ORDER}@layer recipes.slots { @layer _base { .drawer__content { display: flex; } } }`;
    const { css, pandaSaw } = await processed(recipe);
    expect(pandaSaw).toBe(0);
    expect(css).toContain('.drawer__content');
  });
});

describe('the recipes’ stylesheets are written when what they are made from changed', () => {
  function project() {
    const root = mkdtempSync(path.join(tmpdir(), 'recipe-css-'));
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    };
    write('panda.config.ts', 'export default {}');
    write('node_modules/@pandacss/dev/package.json', '{"version":"1.0.0"}');
    write('src/design-system/theme/recipes/button.ts', 'export const button = 1;');
    mkdirSync(path.join(root, 'styled-system/styles/recipes'), { recursive: true });
    let runs = 0;
    const generate = () => {
      runs += 1;
    };
    return { root, write, generate, runs: () => runs };
  }

  it('writes them once, again after a recipe changes, and not while they are fresh', () => {
    const { root, write, generate, runs } = project();
    ensureRecipeCss(root, generate);
    ensureRecipeCss(root, generate);
    expect(runs()).toBe(1);
    write('src/design-system/theme/recipes/button.ts', 'export const button = 2;');
    ensureRecipeCss(root, generate);
    expect(runs()).toBe(2);
    rmSync(root, { recursive: true, force: true });
  });

  it('takes over a lock a killed build left behind', () => {
    const { root, generate, runs } = project();
    const lock = path.join(root, 'styled-system/.recipe-css.lock');
    mkdirSync(lock);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    utimesSync(lock, longAgo, longAgo);
    ensureRecipeCss(root, generate);
    expect(runs()).toBe(1);
    rmSync(root, { recursive: true, force: true });
  });
});
