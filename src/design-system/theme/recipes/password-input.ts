import { passwordInputAnatomy } from '@ark-ui/react/password-input';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlStyles } from './shared';

export const passwordInputRecipe = defineSlotRecipe({
  className: 'password-input',
  description: 'Password input with a show/hide toggle (Ark password-input).',
  slots: passwordInputAnatomy.keys(),
  base: {
    root: { width: 'full' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { ...controlStyles, height: '10', ps: '3', pe: '11' },
    visibilityTrigger: {
      position: 'absolute',
      insetInlineEnd: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      height: '8',
      borderRadius: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { color: 'fg.default', bg: 'surface.hover' },
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled', _hover: { bg: 'transparent' } },
    },
    indicator: { display: 'inline-flex', '& svg': { width: '4', height: '4' } },
  },
});
