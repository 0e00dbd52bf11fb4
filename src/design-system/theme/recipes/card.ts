import { defineSlotRecipe } from '@pandacss/dev';

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  description: 'Surface that groups related content.',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'surface',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'xl',
      color: 'fg.default',
      minWidth: '0',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1' },
    title: { textStyle: 'heading.sm', color: 'fg.default' },
    description: { textStyle: 'body.md', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', flex: '1' },
    footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '2' },
  },
  variants: {
    variant: {
      elevated: { root: { boxShadow: 'card' } },
      outline: { root: { boxShadow: 'none' } },
      interactive: {
        root: {
          boxShadow: 'card',
          cursor: 'pointer',
          transitionProperty: 'box-shadow, border-color, transform',
          transitionDuration: 'normal',
          transitionTimingFunction: 'standard',
          _hover: { borderColor: 'border.strong', boxShadow: 'md' },
        },
      },
    },
    padding: {
      sm: { root: { p: '4', gap: '3' } },
      md: { root: { p: '5', gap: '4' } },
      lg: { root: { p: '6', gap: '5' } },
    },
  },
  defaultVariants: { variant: 'elevated', padding: 'md' },
});
