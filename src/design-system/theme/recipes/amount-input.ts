import { defineSlotRecipe } from '@pandacss/dev';
import { controlStyles } from './shared';

export const amountInputRecipe = defineSlotRecipe({
  className: 'amount-input',
  description: 'A decimal amount field with its asset symbol and an optional Max button; the echo line under it.',
  slots: ['root', 'input', 'symbol', 'max', 'echo'],
  base: {
    root: { position: 'relative', display: 'flex', alignItems: 'center', width: 'full' },
    input: {
      ...controlStyles,
      height: '12',
      ps: '3',
      pe: '28',
      fontSize: 'lg',
      fontVariantNumeric: 'tabular-nums',
    },
    symbol: {
      position: 'absolute',
      insetInlineEnd: '3',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      color: 'fg.muted',
      fontWeight: 'medium',
      pointerEvents: 'none',
      '& > button': { pointerEvents: 'auto' },
    },
    max: {
      height: '7',
      px: '2',
      borderRadius: 'sm',
      fontSize: 'xs',
      fontWeight: 'semibold',
      color: 'accent.text',
      bg: 'accent.muted',
      cursor: 'pointer',
      _hover: { bg: 'accent.subtle' },
      _focusVisible: { boxShadow: 'focus', outline: '2px solid transparent' },
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled', bg: 'surface.sunken' },
    },
    echo: { display: 'flex', flexWrap: 'wrap', gap: '1', fontVariantNumeric: 'tabular-nums' },
  },
});
