import { selectAnatomy } from '@ark-ui/react/select';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlStyles, listItemStyles, popoverStyles } from './shared';

export const selectRecipe = defineSlotRecipe({
  className: 'select',
  description: 'Choose one option from a list (Ark select).',
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { textStyle: 'label', color: 'fg.default', _disabled: { color: 'fg.disabled' } },
    control: { position: 'relative' },
    trigger: {
      ...controlStyles,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      height: '10',
      px: '3',
      textAlign: 'start',
      cursor: 'pointer',
      _open: { borderColor: 'accent.default', boxShadow: 'focus' },
    },
    valueText: {
      flex: '1',
      minWidth: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      '&[data-placeholder-shown]': { color: 'fg.subtle' },
    },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform {durations.fast} {easings.standard}',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: '4', height: '4' },
    },
    positioner: { zIndex: 'dropdown' },
    content: { ...popoverStyles, maxHeight: '64', overflowY: 'auto', minWidth: 'var(--reference-width)' },
    item: { ...listItemStyles, justifyContent: 'space-between' },
    itemText: { flex: '1', minWidth: '0' },
    itemIndicator: { color: 'accent.text' },
    itemGroupLabel: { px: '2.5', py: '1.5', textStyle: 'caption', color: 'fg.muted' },
  },
});
