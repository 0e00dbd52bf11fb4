import { defineSemanticTokens } from '@pandacss/dev';

/**
 * The only colours features may use. Every token has a light value (base) and a dark value (_dark);
 * the pairs are chosen for WCAG AA contrast against the canvas and surface they sit on.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    canvas: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
    surface: {
      DEFAULT: { value: { base: '{colors.white}', _dark: '{colors.gray.900}' } },
      raised: { value: { base: '{colors.white}', _dark: '{colors.gray.850}' } },
      sunken: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.950}' } },
      hover: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
    },
    overlay: { value: { base: 'rgb(13 14 19 / 0.5)', _dark: 'rgb(0 0 0 / 0.65)' } },
    fg: {
      default: { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
      muted: { value: { base: '{colors.gray.600}', _dark: '{colors.gray.300}' } },
      subtle: { value: { base: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
      disabled: { value: { base: '{colors.gray.400}', _dark: '{colors.gray.600}' } },
      inverted: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
      onAccent: { value: { base: '{colors.white}', _dark: '{colors.white}' } },
    },
    border: {
      default: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
      muted: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.850}' } },
      strong: { value: { base: '{colors.gray.400}', _dark: '{colors.gray.600}' } },
    },
    accent: {
      default: { value: { base: '{colors.violet.600}', _dark: '{colors.violet.500}' } },
      emphasized: { value: { base: '{colors.violet.700}', _dark: '{colors.violet.400}' } },
      muted: { value: { base: '{colors.violet.50}', _dark: '{colors.violet.950}' } },
      subtle: { value: { base: '{colors.violet.100}', _dark: '{colors.violet.900}' } },
      text: { value: { base: '{colors.violet.700}', _dark: '{colors.violet.300}' } },
      fg: { value: { base: '{colors.white}', _dark: '{colors.white}' } },
    },
    success: {
      default: { value: { base: '{colors.green.700}', _dark: '{colors.green.500}' } },
      muted: { value: { base: '{colors.green.50}', _dark: '{colors.green.900}' } },
      text: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
      fg: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
    },
    warning: {
      default: { value: { base: '{colors.amber.500}', _dark: '{colors.amber.500}' } },
      muted: { value: { base: '{colors.amber.50}', _dark: '{colors.amber.900}' } },
      text: { value: { base: '{colors.amber.800}', _dark: '{colors.amber.300}' } },
      fg: { value: { base: '{colors.gray.950}', _dark: '{colors.gray.950}' } },
    },
    danger: {
      default: { value: { base: '{colors.red.600}', _dark: '{colors.red.600}' } },
      emphasized: { value: { base: '{colors.red.700}', _dark: '{colors.red.700}' } },
      muted: { value: { base: '{colors.red.50}', _dark: '{colors.red.900}' } },
      text: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
      fg: { value: { base: '{colors.white}', _dark: '{colors.white}' } },
    },
    info: {
      default: { value: { base: '{colors.blue.600}', _dark: '{colors.blue.600}' } },
      muted: { value: { base: '{colors.blue.50}', _dark: '{colors.blue.900}' } },
      text: { value: { base: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
      fg: { value: { base: '{colors.white}', _dark: '{colors.white}' } },
    },
    /** QR codes stay dark-on-white in both themes: scanners need the contrast. */
    qr: {
      bg: { value: { base: '{colors.white}', _dark: '{colors.white}' } },
      fg: { value: { base: '{colors.gray.950}', _dark: '{colors.gray.950}' } },
    },
    focusRing: { value: { base: '{colors.violet.500}', _dark: '{colors.violet.300}' } },
    skeleton: {
      base: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
      shine: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.700}' } },
      /** Placeholders on the brand gradient (total balance). */
      onBrand: { value: { base: 'rgb(255 255 255 / 0.22)', _dark: 'rgb(255 255 255 / 0.16)' } },
    },
  },
  gradients: {
    /** The brand surface: total balance box, sign-in brand panel. White text passes AA on every stop. */
    brand: {
      value: {
        base: 'linear-gradient(135deg, {colors.violet.600} 0%, {colors.violet.800} 100%)',
        _dark: 'linear-gradient(135deg, {colors.violet.700} 0%, {colors.violet.950} 100%)',
      },
    },
  },
  shadows: {
    card: { value: { base: '{shadows.sm}', _dark: '0 0 0 1px {colors.gray.800}' } },
    raised: { value: { base: '{shadows.lg}', _dark: '0 12px 24px -4px rgb(0 0 0 / 0.6)' } },
    focus: { value: { base: '0 0 0 3px {colors.violet.200}', _dark: '0 0 0 3px {colors.violet.800}' } },
  },
});
