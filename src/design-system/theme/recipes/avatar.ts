import { avatarAnatomy } from '@ark-ui/react/avatar';
import { defineSlotRecipe } from '@pandacss/dev';

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  description: 'User picture with initials or the brand logo as fallback.',
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      overflow: 'hidden',
      borderRadius: 'full',
      bg: 'accent.muted',
      color: 'accent.text',
      boxShadow: '0 0 0 2px {colors.surface}',
      userSelect: 'none',
    },
    image: { width: 'full', height: 'full', objectFit: 'cover' },
    fallback: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 'full',
      height: 'full',
      fontWeight: 'semibold',
      lineHeight: 'none',
      textTransform: 'uppercase',
      '& svg': { width: 'full', height: 'full' },
    },
  },
  variants: {
    size: {
      sm: { root: { width: '8', height: '8', fontSize: 'xs' } },
      md: { root: { width: '10', height: '10', fontSize: 'sm' } },
      lg: { root: { width: '14', height: '14', fontSize: 'lg' } },
      xl: { root: { width: '20', height: '20', fontSize: '2xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});
