import { paginationAnatomy } from '@ark-ui/react/pagination';
import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A control's side: below `xs` (the narrowest phones) a little smaller, so the spec's seven pages and both arrows
 * still fit one row of a 320 px screen instead of breaking onto two (28 px: above the 24 px a target needs).
 */
const SIDE = { base: '8', xs: '9' } as const;

/** The previous and next arrows look the same. */
const arrowTrigger = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: SIDE,
  height: SIDE,
  borderRadius: 'md',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'surface.hover' },
  _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
} as const;

export const paginationRecipe = defineSlotRecipe({
  className: 'pagination',
  description: 'Pagination card: previous/next arrows and page numbers.',
  slots: paginationAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexWrap: 'wrap',
      gap: { base: '0.5', xs: '1' },
      bg: 'surface',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'card',
      px: { base: '1', xs: '2' },
      py: '1.5',
      width: 'fit',
    },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: SIDE,
      height: SIDE,
      px: { base: '1', xs: '2' },
      borderRadius: 'md',
      textStyle: 'label',
      fontVariantNumeric: 'tabular-nums',
      color: 'fg.muted',
      cursor: 'pointer',
      // No transition, as the arrows: a page button answers at once. A transitioned background also sent three
      // events through the page's listeners (React's at the root among them) for each button a page change
      // restyles (ADR 0026, session 98).
      _hover: { bg: 'surface.hover', color: 'fg.default' },
      _selected: {
        bg: 'accent.default',
        color: 'accent.fg',
        _hover: { bg: 'accent.emphasized', color: 'accent.fg' },
      },
    },
    ellipsis: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: SIDE,
      height: SIDE,
      color: 'fg.subtle',
      textStyle: 'label',
    },
    prevTrigger: arrowTrigger,
    nextTrigger: arrowTrigger,
  },
});
