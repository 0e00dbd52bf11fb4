import { clipboardAnatomy } from '@ark-ui/react/clipboard';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlStyles } from './shared';

export const clipboardRecipe = defineSlotRecipe({
  className: 'clipboard',
  description: 'A value with a copy button (Ark clipboard): addresses, codes, links.',
  // `error`: the clipboard refused the write (the component checks the browser's answer).
  slots: [...clipboardAnatomy.keys(), 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { textStyle: 'label', color: 'fg.default' },
    control: { display: 'flex', alignItems: 'stretch', gap: '2' },
    input: {
      ...controlStyles,
      height: '10',
      px: '3',
      fontFamily: 'mono',
      fontSize: 'sm',
      textOverflow: 'ellipsis',
      bg: 'surface.sunken',
      _hover: { borderColor: 'border.strong' },
    },
    trigger: { flexShrink: '0' },
    indicator: { display: 'inline-flex', alignItems: 'center', gap: '2' },
    error: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1.5',
      textStyle: 'body.sm',
      fontWeight: 'medium',
      color: 'danger.text',
      '& svg': { width: '3.5', height: '3.5', flexShrink: '0', mt: '0.5' },
    },
  },
});
