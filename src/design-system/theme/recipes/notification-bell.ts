import { defineSlotRecipe } from '@pandacss/dev';

export const notificationBellRecipe = defineSlotRecipe({
  className: 'notification-bell',
  description: 'The bell that opens the notification panel; a dot icon and a count when unread exist.',
  slots: ['root', 'badge'],
  base: {
    root: { position: 'relative' },
    badge: {
      position: 'absolute',
      top: '-1.5',
      insetInlineEnd: '-1.5',
      pointerEvents: 'none',
      boxShadow: '0 0 0 2px {colors.surface}',
    },
  },
});
