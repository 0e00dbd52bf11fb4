import { defineRecipe } from '@pandacss/dev';
import { controlStyles } from './shared';

export const textareaRecipe = defineRecipe({
  className: 'textarea',
  description: 'Multi-line text input.',
  base: { ...controlStyles, px: '3', py: '2.5', minHeight: '24', resize: 'vertical' },
});
