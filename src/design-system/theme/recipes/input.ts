import { defineRecipe } from '@pandacss/dev';
import { controlStyles } from './shared';

export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Single-line text input.',
  base: { ...controlStyles, px: '3' },
  variants: {
    size: {
      sm: { height: '8', fontSize: 'xs' },
      md: { height: '10' },
      lg: { height: '12', fontSize: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
});
