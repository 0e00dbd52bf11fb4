import { defineRecipe } from '@pandacss/dev';

/** Text for screen readers only; `focusable` reveals it on keyboard focus (skip links). */
export const visuallyHiddenRecipe = defineRecipe({
  className: 'sr-only',
  description: 'Hidden from sight, not from assistive technology.',
  base: { srOnly: true },
  variants: {
    focusable: {
      true: {
        _focusVisible: {
          position: 'fixed',
          top: '3',
          left: '3',
          width: 'auto',
          height: 'auto',
          clip: 'auto',
          margin: '0',
          overflow: 'visible',
          whiteSpace: 'normal',
          zIndex: 'skipLink',
          px: '4',
          py: '2.5',
          borderRadius: 'md',
          bg: 'surface',
          color: 'accent.text',
          textStyle: 'label',
          boxShadow: 'raised',
        },
      },
    },
  },
});
