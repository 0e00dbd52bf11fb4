import { definePreset } from '@pandacss/dev';
import { breakpoints } from './breakpoints';
import { globalCss } from './global-css';
import { keyframes } from './keyframes';
import { recipes, slotRecipes } from './recipes';
import { semanticTokens } from './semantic-tokens';
import { textStyles } from './text-styles';
import { tokens } from './tokens';

/** The wallet's design language as one Panda preset: panda.config.ts only wires it up. */
export const walletPreset = definePreset({
  name: 'wallet',
  conditions: {
    extend: {
      light: '[data-theme=light] &',
      dark: '[data-theme=dark] &',
      flashing: '&[data-flashing]',
      busy: '&[aria-busy=true]',
      /** The navigation entry of the page being shown. */
      currentPage: '&[aria-current=page]',
      unread: '&[data-unread]',
      /**
       * Only what the form has judged invalid. Panda's default also matches the native :invalid, which an
       * empty required field is from the start: the form would open in red before anyone typed.
       */
      invalid: '&:is([data-invalid], [aria-invalid=true])',
    },
  },
  globalCss,
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    keyframes,
    recipes,
    slotRecipes,
  },
});
