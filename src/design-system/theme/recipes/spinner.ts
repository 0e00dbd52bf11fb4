import { defineRecipe } from '@pandacss/dev';

/** A ring that turns; under reduced motion it pulses gently instead of standing still. */
export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  description: 'Loading indicator.',
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'current',
    borderBottomColor: 'transparent',
    borderInlineStartColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'pulse 1.6s ease-in-out infinite' },
  },
  variants: {
    size: {
      xs: { width: '3', height: '3', borderWidth: 'thick' },
      sm: { width: '4', height: '4', borderWidth: 'thick' },
      md: { width: '6', height: '6', borderWidth: 'thick' },
      lg: { width: '10', height: '10', borderWidth: 'thick' },
    },
    tone: {
      current: {},
      accent: { color: 'accent.default' },
      muted: { color: 'fg.subtle' },
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});
