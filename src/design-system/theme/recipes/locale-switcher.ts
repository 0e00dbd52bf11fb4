import { segmentGroupAnatomy } from '@ark-ui/react/segment-group';
import { defineSlotRecipe } from '@pandacss/dev';

export const localeSwitcherRecipe = defineSlotRecipe({
  className: 'locale-switcher',
  description: 'English / Türkçe switch (Ark segment group: radio semantics, arrow keys).',
  slots: [...segmentGroupAnatomy.keys(), 'icon'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.5',
      p: '0.5',
      bg: 'surface.sunken',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'full',
    },
    label: { srOnly: true },
    icon: { display: 'inline-flex', ps: '2', pe: '1', color: 'fg.muted', '& svg': { width: '4', height: '4' } },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      px: '3',
      height: '7',
      borderRadius: 'full',
      textStyle: 'label',
      fontSize: 'xs',
      color: 'fg.muted',
      cursor: 'pointer',
      transition: 'color {durations.fast}, background-color {durations.fast}',
      _hover: { color: 'fg.default' },
      // The chosen language is the raised segment itself: no sliding indicator, whose position the machine would
      // measure on every mount (a forced layout on each page's first render).
      _checked: { color: 'fg.default', bg: 'surface', boxShadow: 'xs' },
      '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0.5' },
    },
  },
});
