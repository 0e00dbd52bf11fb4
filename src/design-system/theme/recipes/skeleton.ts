import { defineRecipe } from '@pandacss/dev';

/**
 * Placeholder shapes while data loads. The shine is a layer that slides across (a transform, which the compositor
 * animates), not a moving background: a background-position animation repaints on the main thread every frame,
 * which a loading screen needs for its own work on a slow phone. It stops under reduced motion.
 */
export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  description: 'Loading placeholder: block, text line or circle.',
  base: {
    display: 'block',
    position: 'relative',
    overflow: 'hidden',
    flexShrink: '0',
    bgColor: 'skeleton.base',
    _after: {
      content: '""',
      position: 'absolute',
      inset: '0',
      bgImage: 'linear-gradient(90deg, transparent 0%, {colors.skeleton.shine} 50%, transparent 100%)',
      transform: 'translateX(-100%)',
      animation: 'shimmer 1.6s ease-in-out infinite',
      '@media (prefers-reduced-motion: reduce)': { display: 'none' },
    },
  },
  variants: {
    variant: {
      rect: { borderRadius: 'md' },
      text: { borderRadius: 'sm', height: '3.5', width: 'full' },
      circle: { borderRadius: 'full' },
    },
    tone: {
      default: {},
      onBrand: { bgColor: 'skeleton.onBrand', _after: { display: 'none' } },
    },
  },
  defaultVariants: { variant: 'rect', tone: 'default' },
});
