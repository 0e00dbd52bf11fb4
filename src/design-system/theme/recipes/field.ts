import { fieldAnatomy } from '@ark-ui/react/field';
import { defineSlotRecipe } from '@pandacss/dev';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'A form field: label, control, hint and error, wired for assistive technology by Ark Field.',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      textStyle: 'label',
      color: 'fg.default',
      _disabled: { color: 'fg.disabled' },
    },
    requiredIndicator: { color: 'danger.text' },
    helperText: { textStyle: 'body.sm', color: 'fg.muted' },
    errorText: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '1.5',
      textStyle: 'body.sm',
      fontWeight: 'medium',
      color: 'danger.text',
      '& svg': { width: '3.5', height: '3.5', flexShrink: '0', mt: '0.5' },
    },
  },
});
