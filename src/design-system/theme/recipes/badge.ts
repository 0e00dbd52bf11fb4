import { defineRecipe } from '@pandacss/dev';

/** Status pills: tones for meaning, plus the 'Soon' marker and unread counters. */
export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Small status label, count or Soon marker.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    flexShrink: '0',
    borderRadius: 'full',
    fontFamily: 'body',
    fontWeight: 'semibold',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    '& svg': { width: '3', height: '3' },
  },
  variants: {
    tone: {
      neutral: { bg: 'surface.sunken', color: 'fg.muted', borderWidth: 'thin', borderColor: 'border.default' },
      accent: { bg: 'accent.muted', color: 'accent.text' },
      success: { bg: 'success.muted', color: 'success.text' },
      warning: { bg: 'warning.muted', color: 'warning.text' },
      danger: { bg: 'danger.muted', color: 'danger.text' },
      info: { bg: 'info.muted', color: 'info.text' },
    },
    variant: {
      subtle: {},
      solid: {},
    },
    size: {
      sm: { height: '5', minWidth: '5', px: '1.5', fontSize: '2xs' },
      md: { height: '6', minWidth: '6', px: '2', fontSize: 'xs' },
    },
  },
  compoundVariants: [
    { variant: 'solid', tone: 'neutral', css: { bg: 'fg.default', color: 'fg.inverted', borderColor: 'transparent' } },
    { variant: 'solid', tone: 'accent', css: { bg: 'accent.default', color: 'accent.fg' } },
    { variant: 'solid', tone: 'success', css: { bg: 'success.default', color: 'success.fg' } },
    { variant: 'solid', tone: 'warning', css: { bg: 'warning.default', color: 'warning.fg' } },
    { variant: 'solid', tone: 'danger', css: { bg: 'danger.default', color: 'danger.fg' } },
    { variant: 'solid', tone: 'info', css: { bg: 'info.default', color: 'info.fg' } },
  ],
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md' },
});
