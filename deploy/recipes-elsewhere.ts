import type { PluginCreator } from 'postcss';

/** The statement of Panda's layers: the stylesheet holding it is where Panda's PostCSS plugin writes every style. */
const PANDA_LAYERS = /\breset\b.*\bbase\b.*\btokens\b.*\brecipes\b.*\butilities\b/;
const RECIPE_LAYER = /^recipes(\.slots)?$/;

/**
 * Takes the recipes out of the stylesheet Panda writes into: each recipe's CSS comes with the recipe's code instead
 * (deploy/recipe-css.ts, ADR 0025). A recipe's own stylesheet, which names the layers in parts, is left alone.
 */
export const recipesElsewhere: PluginCreator<void> = () => ({
  postcssPlugin: 'wallet-recipes-elsewhere',
  OnceExit(root) {
    let pandaStylesheet = false;
    root.walkAtRules('layer', (rule) => {
      if (!rule.nodes && PANDA_LAYERS.test(rule.params)) pandaStylesheet = true;
    });
    if (!pandaStylesheet) return;
    for (const node of [...root.nodes]) {
      if (node.type === 'atrule' && node.name === 'layer' && node.nodes && RECIPE_LAYER.test(node.params.trim())) node.remove();
    }
  },
});
recipesElsewhere.postcss = true;
