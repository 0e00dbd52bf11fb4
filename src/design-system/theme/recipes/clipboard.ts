import { clipboardAnatomy } from '@ark-ui/react/clipboard';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlStyles } from './shared';

export const clipboardRecipe = defineSlotRecipe({
  className: 'clipboard',
  description: 'A value with a copy button (Ark clipboard): addresses, codes, links.',
  slots: clipboardAnatomy.keys(),
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
  },
});
