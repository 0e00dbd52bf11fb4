import type { PluginCreator, Result, Root } from 'postcss';

/** The statement of Panda's layers: the stylesheet holding it is where Panda's PostCSS plugin writes every style. */
const PANDA_LAYERS = /\breset\b.*\bbase\b.*\btokens\b.*\brecipes\b.*\butilities\b/;
const RECIPE_LAYER = /^recipes(\.slots)?$/;

/** Panda's PostCSS plugin (`@pandacss/dev/postcss`): one function it runs per stylesheet. */
type PandaPlugin = { plugins: ((root: Root, result: Result) => Promise<void>)[] };

/** Whether this stylesheet declares Panda's layers (src/design-system/styles/global.css). */
export function declaresPandaLayers(root: Root): boolean {
  let found = false;
  root.walkAtRules('layer', (rule) => {
    if (!rule.nodes && PANDA_LAYERS.test(rule.params)) found = true;
  });
  return found;
}

/** Takes the recipes out of what Panda wrote: each recipe's CSS comes with the recipe's code (deploy/recipe-css.ts). */
export function removeRecipes(root: Root): void {
  for (const node of [...root.nodes]) {
    if (node.type === 'atrule' && node.name === 'layer' && node.nodes && RECIPE_LAYER.test(node.params.trim())) node.remove();
  }
}

/**
 * Panda's PostCSS plugin for the one stylesheet that declares its layers, without the recipes (ADR 0025, session
 * 38). Panda's plugin reloads its config for every stylesheet it is given, about a second each: the recipes'
 * stylesheets (and any other) never reach it.
 */
export const pandaStylesheet: PluginCreator<{ panda: PandaPlugin }> = (options) => {
  const runs = options?.panda.plugins ?? [];
  return {
    postcssPlugin: 'wallet-panda-stylesheet',
    async Once(root, { result }) {
      if (!declaresPandaLayers(root)) return;
      for (const run of runs) await run(root, result);
      removeRecipes(root);
    },
  };
};
pandaStylesheet.postcss = true;
