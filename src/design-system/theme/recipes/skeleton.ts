import { defineRecipe } from '@pandacss/dev';

/** Placeholder shapes while data loads; the shimmer stops under reduced motion. */
export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  description: 'Loading placeholder: block, text line or circle.',
  base: {
    display: 'block',
    flexShrink: '0',
    bgColor: 'skeleton.base',
    bgImage: 'linear-gradient(90deg, {colors.skeleton.base} 0%, {colors.skeleton.shine} 50%, {colors.skeleton.base} 100%)',
    bgSize: '200% 100%',
    animation: 'shimmer 1.6s ease-in-out infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', bgImage: 'none' },
  },
  variants: {
    variant: {
      rect: { borderRadius: 'md' },
      text: { borderRadius: 'sm', height: '3.5', width: 'full' },
      circle: { borderRadius: 'full' },
    },
    tone: {
      default: {},
      onBrand: { bgColor: 'skeleton.onBrand', bgImage: 'none' },
    },
  },
  defaultVariants: { variant: 'rect', tone: 'default' },
});
