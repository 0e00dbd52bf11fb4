import { menuAnatomy } from '@ark-ui/react/menu';
import { defineSlotRecipe } from '@pandacss/dev';
import { listItemStyles, popoverStyles } from './shared';

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'Action menu (Ark menu).',
  slots: menuAnatomy.keys(),
  base: {
    positioner: { zIndex: 'dropdown' },
    // Never wider than the room the positioner measured (a phone's width); long labels wrap instead.
    content: { ...popoverStyles, minWidth: '48', maxWidth: 'min(token(sizes.sm), var(--available-width, 100vw))' },
    item: {
      ...listItemStyles,
      '&[data-tone=danger]': { color: 'danger.text', _highlighted: { bg: 'danger.muted' } },
    },
    itemGroupLabel: { px: '2.5', py: '1.5', textStyle: 'caption', color: 'fg.muted' },
    separator: { my: '1', borderTopWidth: 'thin', borderColor: 'border.default' },
  },
});
