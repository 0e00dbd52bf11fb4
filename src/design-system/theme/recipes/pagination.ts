import { paginationAnatomy } from '@ark-ui/react/pagination';
import { defineSlotRecipe } from '@pandacss/dev';

/** The previous and next arrows look the same. */
const arrowTrigger = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '9',
  height: '9',
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
      gap: '1',
      bg: 'surface',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'card',
      px: '2',
      py: '1.5',
      width: 'fit',
    },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: '9',
      height: '9',
      px: '2',
      borderRadius: 'md',
      textStyle: 'label',
      fontVariantNumeric: 'tabular-nums',
      color: 'fg.muted',
      cursor: 'pointer',
      transition: 'background {durations.fast}, color {durations.fast}',
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
      minWidth: '9',
      height: '9',
      color: 'fg.subtle',
      textStyle: 'label',
    },
    prevTrigger: arrowTrigger,
    nextTrigger: arrowTrigger,
  },
});
