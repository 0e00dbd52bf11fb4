import { defineSlotRecipe } from '@pandacss/dev';

export const groupedAddressRecipe = defineSlotRecipe({
  className: 'grouped-address',
  description: 'An address or hash in groups of four characters: easier to compare by eye, read out in groups.',
  slots: ['root', 'groups', 'group', 'difference', 'spoken'],
  base: {
    root: { display: 'inline', fontFamily: 'mono', color: 'fg.default', overflowWrap: 'anywhere' },
    // Spacing by margin, not by space characters, so a selection copies the address as one string.
    groups: { display: 'inline' },
    group: { display: 'inline-block', marginInlineEnd: '1.5', _last: { marginInlineEnd: '0' } },
    difference: {
      bg: 'warning.muted',
      color: 'warning.text',
      fontWeight: 'bold',
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      borderRadius: 'xs',
    },
    // What screen readers read: the groups separated by spaces. Never part of a selection.
    spoken: { userSelect: 'none' },
  },
  variants: {
    size: {
      sm: { root: { fontSize: 'sm' } },
      md: { root: { fontSize: 'md' } },
      lg: { root: { fontSize: 'lg', lineHeight: 'normal' } },
    },
  },
  defaultVariants: { size: 'md' },
});
