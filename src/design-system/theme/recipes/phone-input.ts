import { selectAnatomy } from '@ark-ui/react/select';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlStyles, listItemStyles, popoverStyles } from './shared';

/**
 * Phone number with a country picker: one joined control, [flag +90 ▾][number], the picker an Ark
 * select keyed by its anatomy, plus the number input and the flag / dial-code pieces.
 */
export const phoneInputRecipe = defineSlotRecipe({
  className: 'phone-input',
  description: 'Telephone input with a country list (flags and dial codes).',
  slots: [...selectAnatomy.keys(), 'container', 'flag', 'dialCode', 'countryName', 'input', 'rows'],
  base: {
    container: { display: 'flex', alignItems: 'stretch', width: 'full' },
    trigger: {
      ...controlStyles,
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      width: 'auto',
      flexShrink: '0',
      height: '10',
      ps: '3',
      pe: '2',
      borderEndRadius: 'none',
      cursor: 'pointer',
      position: 'relative',
      zIndex: 'base',
      _focusVisible: { zIndex: 'raised' },
      _open: { borderColor: 'accent.default', boxShadow: 'focus', zIndex: 'raised' },
    },
    flag: {
      display: 'inline-flex',
      width: '5',
      height: '3.5',
      flexShrink: '0',
      overflow: 'hidden',
      borderRadius: 'xs',
      boxShadow: '0 0 0 1px {colors.border.default}',
      '& svg, & img': { width: 'full', height: 'full', display: 'block' },
    },
    dialCode: { textStyle: 'body.md', color: 'fg.default', fontVariantNumeric: 'tabular-nums' },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform {durations.fast} {easings.standard}',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: '4', height: '4' },
    },
    input: {
      ...controlStyles,
      height: '10',
      px: '3',
      ms: '-px',
      borderStartRadius: 'none',
      fontVariantNumeric: 'tabular-nums',
      position: 'relative',
      zIndex: 'base',
      _focusVisible: { zIndex: 'raised' },
    },
    positioner: { zIndex: 'dropdown' },
    content: { ...popoverStyles, width: 'xs', maxHeight: '72', overflowY: 'auto' },
    // The rows in view, each placed at its offset in the whole list (CountryOptions renders only those).
    rows: { position: 'relative', width: 'full' },
    // One line of body text and its padding, held to that height: CountryOptions places the rows by it
    // (its ROW_HEIGHT_REM, 2.3125rem) without measuring them.
    item: {
      ...listItemStyles,
      position: 'absolute',
      top: '0',
      insetInline: '0',
      height: 'calc(2 * {spacing.2} + {fontSizes.sm} * {lineHeights.normal})',
    },
    countryName: { flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    itemText: { display: 'contents' },
    itemIndicator: { color: 'accent.text' },
  },
});
