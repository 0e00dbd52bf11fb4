import { menuAnatomy } from '@ark-ui/react/menu';
import { defineSlotRecipe } from '@pandacss/dev';
import { listItemStyles, popoverStyles } from './shared';

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'Action menu (Ark menu).',
  slots: menuAnatomy.keys(),
  base: {
    positioner: { zIndex: 'dropdown' },
    content: { ...popoverStyles, minWidth: '48' },
    item: {
      ...listItemStyles,
      '&[data-tone=danger]': { color: 'danger.text', _highlighted: { bg: 'danger.muted' } },
    },
    itemGroupLabel: { px: '2.5', py: '1.5', textStyle: 'caption', color: 'fg.muted' },
    separator: { my: '1', borderTopWidth: 'thin', borderColor: 'border.default' },
  },
});
