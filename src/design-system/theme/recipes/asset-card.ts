import { defineSlotRecipe } from '@pandacss/dev';

export const assetCardRecipe = defineSlotRecipe({
  className: 'asset-card',
  description: 'One asset account: icon, symbol, name, dollar value and balance; links to its detail page.',
  slots: ['root', 'header', 'icon', 'titles', 'symbol', 'name', 'arrow', 'value', 'balance'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      p: '5',
      height: 'full',
      bg: 'surface',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'xl',
      boxShadow: 'card',
      textDecoration: 'none',
      // The shadow only: every transitioned property sends its own transitionrun, -start and -end through the
      // page's event listeners (React's, at the root), and a border colour is four of them. The border changes
      // at once (ADR 0026, session 91).
      transitionProperty: 'box-shadow',
      transitionDuration: 'normal',
      transitionTimingFunction: 'standard',
      _hover: {
        borderColor: 'border.strong',
        boxShadow: 'md',
        '& [data-part=arrow]': { color: 'accent.text', transform: 'translateX(2px)' },
      },
      _focusVisible: { outlineOffset: '2px' },
      // A just-finished deposit: a 3 s accent glow; under reduced motion a still accent ring instead.
      _flashing: {
        borderColor: 'accent.default',
        animation: 'flash {durations.flash} {easings.standard}',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', boxShadow: '0 0 0 3px {colors.accent.subtle}' },
      },
    },
    header: { display: 'flex', alignItems: 'center', gap: '3' },
    icon: { flexShrink: '0' },
    titles: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0', flex: '1' },
    symbol: { textStyle: 'heading.sm', color: 'fg.default' },
    name: { textStyle: 'body.sm', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // The icon itself (no wrapper: one element fewer per card to update at a page change).
    arrow: { flexShrink: '0', width: '4', height: '4', color: 'fg.subtle', transition: 'transform {durations.fast}' },
    value: { textStyle: 'amount', fontSize: 'xl', color: 'fg.default', overflowWrap: 'anywhere' },
    balance: { textStyle: 'body.md', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', mt: '-3' },
  },
});
