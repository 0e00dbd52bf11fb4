import { tabsAnatomy } from '@ark-ui/react/tabs';
import { defineSlotRecipe } from '@pandacss/dev';

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Tabs underlined when selected (Ark tabs).',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full', minHeight: '0' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      borderBottomWidth: 'thin',
      borderColor: 'border.default',
      overflowX: 'auto',
      flexShrink: '0',
    },
    trigger: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      height: '10',
      textStyle: 'label',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderRadius: 'md',
      transition: 'color {durations.fast}',
      _hover: { color: 'fg.default' },
      // The underline is the selected tab's own, drawn by CSS: Ark's indicator measures the tab (offsetLeft) as it
      // mounts, a forced layout that doubled the cost of opening the notification panel (ADR 0026).
      _selected: {
        color: 'accent.text',
        _after: {
          content: '""',
          position: 'absolute',
          insetInline: '0',
          bottom: '0',
          height: '0.5',
          bg: 'accent.default',
          borderRadius: 'full',
        },
      },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
      _focusVisible: { outlineOffset: '-2px' },
      // Equal shares of the width: a label too long for its share wraps (never clipped), the count stays beside it.
      '&[data-fitted]': {
        flex: '1 1 0',
        minWidth: '0',
        justifyContent: 'center',
        textAlign: 'center',
        whiteSpace: 'normal',
        height: 'auto',
        minHeight: '10',
        py: '2',
      },
    },
    content: { pt: '4', minHeight: '0', _focusVisible: { outlineOffset: '2px' } },
  },
});
