import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The notification list inside the panel. Read items are "dimmed" with quieter colours and weight,
 * not opacity, so their text keeps AA contrast.
 */
export const notificationPanelRecipe = defineSlotRecipe({
  className: 'notification-panel',
  description: 'Notifications: tabs Unread and All, items with times and actions.',
  slots: ['body', 'list', 'item', 'dot', 'content', 'title', 'message', 'meta', 'actions', 'delete', 'skeleton'],
  base: {
    body: { px: '0', py: '0' },
    list: { display: 'flex', flexDirection: 'column', listStyle: 'none', m: '0', p: '0' },
    item: {
      position: 'relative',
      display: 'flex',
      gap: '3',
      ps: '5',
      pe: '12',
      py: '4',
      borderBottomWidth: 'thin',
      borderColor: 'border.muted',
      bg: 'surface.raised',
      _unread: { bg: 'accent.muted' },
    },
    dot: {
      flexShrink: '0',
      width: '2',
      height: '2',
      mt: '1.5',
      borderRadius: 'full',
      bg: 'transparent',
      '[data-unread] &': { bg: 'accent.default' },
    },
    content: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0', flex: '1' },
    title: {
      textStyle: 'label',
      fontWeight: 'medium',
      color: 'fg.muted',
      overflowWrap: 'anywhere',
      '[data-unread] &': { fontWeight: 'semibold', color: 'fg.default' },
    },
    message: { textStyle: 'body.md', color: 'fg.muted', overflowWrap: 'anywhere', '[data-unread] &': { color: 'fg.default' } },
    meta: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: '2',
      rowGap: '0.5',
      textStyle: 'body.sm',
      color: 'fg.muted',
      '& > * + *::before': { content: '"·"', me: '2', color: 'fg.subtle' },
    },
    actions: { display: 'flex', gap: '2', mt: '1.5' },
    delete: { position: 'absolute', top: '3', insetInlineEnd: '3' },
    skeleton: { display: 'flex', gap: '3', ps: '5', pe: '5', py: '4', borderBottomWidth: 'thin', borderColor: 'border.muted' },
  },
});
