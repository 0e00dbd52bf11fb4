import { defineSlotRecipe } from '@pandacss/dev';

/** The brand mark and wordmark, drawn with theme colours so it follows light and dark. */
export const logoRecipe = defineSlotRecipe({
  className: 'logo',
  description: 'Brand logo.',
  slots: ['root', 'mark', 'markBg', 'markGlyph', 'markClasp', 'wordmark'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2.5', color: 'fg.default', textDecoration: 'none' },
    mark: { flexShrink: '0' },
    markBg: { fill: 'accent.default' },
    markGlyph: { fill: 'accent.fg' },
    markClasp: { fill: 'accent.default' },
    wordmark: { textStyle: 'heading.sm', fontWeight: 'bold', letterSpacing: 'tight', whiteSpace: 'nowrap' },
  },
  variants: {
    size: {
      sm: { mark: { width: '7', height: '7' }, wordmark: { fontSize: 'md' } },
      md: { mark: { width: '9', height: '9' }, wordmark: { fontSize: 'lg' } },
      lg: { mark: { width: '12', height: '12' }, wordmark: { fontSize: '2xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});
