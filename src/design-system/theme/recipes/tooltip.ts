import { tooltipAnatomy } from '@ark-ui/react/tooltip';
import { defineSlotRecipe } from '@pandacss/dev';

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  description: 'Short hint on hover and focus (Ark tooltip).',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      px: '2.5',
      py: '1.5',
      maxWidth: 'xs',
      borderRadius: 'md',
      bg: 'fg.default',
      color: 'fg.inverted',
      textStyle: 'body.sm',
      fontWeight: 'medium',
      boxShadow: 'md',
      _open: { animation: 'fadeIn {durations.fast} {easings.standard}' },
      _closed: { animation: 'fadeOut {durations.fast} {easings.standard}' },
    },
    arrow: { '--arrow-size': '{sizes.2}', '--arrow-background': '{colors.fg.default}' },
    arrowTip: { borderTopWidth: 'thin', borderInlineStartWidth: 'thin', borderColor: 'fg.default' },
  },
});
