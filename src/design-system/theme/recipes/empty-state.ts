import { defineSlotRecipe } from '@pandacss/dev';

export const emptyStateRecipe = defineSlotRecipe({
  className: 'empty-state',
  description: "'No records found' and friends: an icon, a title, a description and an optional action.",
  slots: ['root', 'indicator', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      gap: '2',
      px: '6',
      py: '10',
      width: 'full',
    },
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '12',
      height: '12',
      mb: '2',
      borderRadius: 'full',
      bg: 'accent.muted',
      color: 'accent.text',
      '& svg': { width: '6', height: '6' },
    },
    title: { textStyle: 'heading.sm', color: 'fg.default' },
    description: { textStyle: 'body.md', color: 'fg.muted', maxWidth: 'sm' },
    action: { mt: '3' },
  },
  variants: {
    bordered: {
      true: {
        root: {
          bg: 'surface',
          borderWidth: 'thin',
          borderStyle: 'dashed',
          borderColor: 'border.strong',
          borderRadius: 'xl',
        },
      },
    },
  },
});
