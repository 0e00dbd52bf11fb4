import { checkboxAnatomy } from '@ark-ui/react/checkbox';
import { defineSlotRecipe } from '@pandacss/dev';

export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  description: 'Checkbox with label (Ark checkbox).',
  slots: [...checkboxAnatomy.keys(), 'text', 'hint'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: '5',
      height: '5',
      mt: '0.5',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      bg: 'surface',
      color: 'accent.fg',
      transitionProperty: 'background, border-color',
      transitionDuration: 'fast',
      _hover: { borderColor: 'fg.subtle' },
      _checked: { bg: 'accent.default', borderColor: 'accent.default', _hover: { bg: 'accent.emphasized' } },
      _indeterminate: { bg: 'accent.default', borderColor: 'accent.default' },
      _invalid: { borderColor: 'danger.default' },
      _disabled: {
        bg: 'surface.sunken',
        borderColor: 'border.default',
        _checked: { bg: 'fg.disabled', borderColor: 'fg.disabled' },
      },
      // The hidden input takes focus; Ark mirrors it as data-focus-visible on the visible box.
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0.5' },
    },
    indicator: { display: 'inline-flex', '& svg': { width: '3.5', height: '3.5', strokeWidth: '3' } },
    text: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    label: { textStyle: 'body.md', color: 'fg.default', _disabled: { color: 'fg.disabled' } },
    hint: { textStyle: 'body.sm', color: 'fg.muted' },
  },
});
