import { defineRecipe } from '@pandacss/dev';

/** Square, icon-only buttons. The accessible name comes from the required `label` prop. */
export const iconButtonRecipe = defineRecipe({
  className: 'icon-button',
  description: 'Icon-only button (close, menu, bell, delete).',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    borderWidth: 'thin',
    borderColor: 'transparent',
    borderRadius: 'md',
    color: 'fg.muted',
    cursor: 'pointer',
    transitionProperty: 'background, border-color, color',
    transitionDuration: 'fast',
    transitionTimingFunction: 'standard',
    _hover: { color: 'fg.default' },
    _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      ghost: { bg: 'transparent', _hover: { bg: 'surface.hover' } },
      outline: { bg: 'surface', borderColor: 'border.default', boxShadow: 'xs', _hover: { bg: 'surface.hover' } },
      solid: { bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasized', color: 'accent.fg' } },
      danger: { bg: 'transparent', color: 'fg.muted', _hover: { bg: 'danger.muted', color: 'danger.text' } },
    },
    size: {
      xs: { width: '7', height: '7', '& svg': { width: '3.5', height: '3.5' } },
      sm: { width: '8', height: '8', '& svg': { width: '4', height: '4' } },
      md: { width: '10', height: '10', '& svg': { width: '5', height: '5' } },
      lg: { width: '12', height: '12', '& svg': { width: '6', height: '6' } },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
