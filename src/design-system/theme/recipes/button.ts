import { defineRecipe } from '@pandacss/dev';

/** Buttons, and links styled as buttons (LinkButton): one look for every call to action. */
export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Call-to-action button: solid, outline, ghost and danger, three sizes, loading state.',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderWidth: 'thin',
    borderColor: 'transparent',
    borderRadius: 'md',
    fontFamily: 'body',
    fontWeight: 'semibold',
    lineHeight: 'tight',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background, border-color, color, box-shadow',
    transitionDuration: 'fast',
    transitionTimingFunction: 'standard',
    '& svg': { flexShrink: '0' },
    _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    '&[aria-disabled=true]': { cursor: 'not-allowed' },
    _busy: { cursor: 'progress' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        boxShadow: 'xs',
        _hover: { bg: 'accent.emphasized' },
        _disabled: { _hover: { bg: 'accent.default' } },
      },
      outline: {
        bg: 'surface',
        color: 'fg.default',
        borderColor: 'border.strong',
        boxShadow: 'xs',
        _hover: { bg: 'surface.hover' },
        _disabled: { _hover: { bg: 'surface' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { bg: 'surface.hover' },
        _disabled: { _hover: { bg: 'transparent' } },
      },
      subtle: {
        bg: 'accent.muted',
        color: 'accent.text',
        _hover: { bg: 'accent.subtle' },
        _disabled: { _hover: { bg: 'accent.muted' } },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.fg',
        boxShadow: 'xs',
        _hover: { bg: 'danger.emphasized' },
        _disabled: { _hover: { bg: 'danger.default' } },
      },
    },
    size: {
      sm: { height: '8', px: '3', fontSize: 'xs', '& svg': { width: '3.5', height: '3.5' } },
      md: { height: '10', px: '4', fontSize: 'sm', '& svg': { width: '4', height: '4' } },
      lg: { height: '12', px: '5', fontSize: 'md', '& svg': { width: '5', height: '5' } },
    },
    fullWidth: {
      true: { width: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
