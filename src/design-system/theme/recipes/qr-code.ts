import { qrCodeAnatomy } from '@ark-ui/react/qr-code';
import { defineSlotRecipe } from '@pandacss/dev';

export const qrCodeRecipe = defineSlotRecipe({
  className: 'qr-code',
  description: 'QR code (Ark qr-code), dark on white in both themes so every scanner reads it.',
  slots: qrCodeAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      p: '3',
      bg: 'qr.bg',
      borderRadius: 'lg',
      borderWidth: 'thin',
      borderColor: 'border.default',
    },
    frame: { width: 'full', height: 'full' },
    pattern: { fill: 'qr.fg' },
    overlay: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '1',
      bg: 'qr.bg',
      borderRadius: 'md',
      '& svg': { width: 'full', height: 'full' },
    },
  },
  variants: {
    size: {
      sm: { root: { width: '32', height: '32' }, overlay: { width: '7', height: '7' } },
      md: { root: { width: '48', height: '48' }, overlay: { width: '10', height: '10' } },
      lg: { root: { width: '64', height: '64' }, overlay: { width: '14', height: '14' } },
    },
  },
  defaultVariants: { size: 'md' },
});
