import { defineSlotRecipe } from '@pandacss/dev';

export const assetCardRecipe = defineSlotRecipe({
  className: 'asset-card',
  description: 'One asset account: icon, symbol, name, dollar value and balance; links to its detail page.',
  slots: ['root', 'icon', 'symbol', 'name', 'arrow', 'value', 'balance'],
  base: {
    // One grid, the parts its direct children: no header or titles wrapper, two elements fewer per card for a
    // page change to update (ADR 0026). The symbol and name sit as one block centred on the icon.
    root: {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"icon symbol arrow" "icon name arrow" "value value value" "balance balance balance"',
      alignContent: 'start',
      columnGap: '3',
      rowGap: '0.5',
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
    icon: { gridArea: 'icon', alignSelf: 'center' },
    symbol: { gridArea: 'symbol', alignSelf: 'end', textStyle: 'heading.sm', color: 'fg.default' },
    name: { gridArea: 'name', alignSelf: 'start', textStyle: 'body.sm', color: 'fg.muted', truncate: true },
    // The icon itself (no wrapper: one element fewer per card to update at a page change).
    arrow: {
      gridArea: 'arrow',
      alignSelf: 'center',
      width: '4',
      height: '4',
      color: 'fg.subtle',
      transition: 'transform {durations.fast}',
    },
    // 16px below the header and 4px below the value, as the rows' own 2px gap comes in between.
    value: { gridArea: 'value', mt: '3.5', textStyle: 'amount', fontSize: 'xl', color: 'fg.default', overflowWrap: 'anywhere' },
    balance: {
      gridArea: 'balance',
      mt: '0.5',
      textStyle: 'body.md',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
      overflowWrap: 'anywhere',
    },
  },
});
