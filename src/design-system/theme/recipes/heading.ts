import { defineRecipe } from '@pandacss/dev';

/** Page and section headings; the level (h1–h4) and the look are chosen separately. */
export const headingRecipe = defineRecipe({
  className: 'heading',
  description: 'Heading text styles.',
  base: { color: 'fg.default', overflowWrap: 'anywhere' },
  variants: {
    size: {
      display: { textStyle: 'display' },
      xl: { textStyle: 'heading.xl' },
      lg: { textStyle: 'heading.lg' },
      md: { textStyle: 'heading.md' },
      sm: { textStyle: 'heading.sm' },
    },
  },
  defaultVariants: { size: 'xl' },
});
