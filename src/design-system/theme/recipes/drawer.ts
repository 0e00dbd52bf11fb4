import { dialogAnatomy } from '@ark-ui/react/dialog';
import { defineSlotRecipe } from '@pandacss/dev';

/**
 * Side panel: Ark's dialog machine, laid out against the left or right edge (ADR 0026, session 46: Ark's drawer
 * machine measured the page on every opening for a swipe the panels did not need). It slides in and out with
 * keyframe animations.
 */
export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  description: 'Slide-in panel from the left or right edge.',
  slots: [...dialogAnatomy.keys(), 'header', 'headerActions', 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'overlay',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn {durations.slow} {easings.standard}' },
      _closed: { animation: 'fadeOut {durations.normal} {easings.standard}' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'stretch',
      zIndex: 'drawer',
      pointerEvents: 'none',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      maxWidth: 'drawer',
      height: 'full',
      bg: 'surface.raised',
      color: 'fg.default',
      boxShadow: 'raised',
      outline: 'none',
      pointerEvents: 'auto',
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '5',
      minHeight: 'header',
      borderBottomWidth: 'thin',
      borderColor: 'border.default',
      flexShrink: '0',
    },
    title: { textStyle: 'heading.md', color: 'fg.default' },
    headerActions: { display: 'flex', alignItems: 'center', gap: '1', marginInlineStart: 'auto' },
    description: { textStyle: 'body.md', color: 'fg.muted' },
    body: {
      flex: '1',
      minHeight: '0',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      px: '5',
      py: '4',
      _focusVisible: { outlineOffset: '-2px' },
    },
    footer: {
      display: 'flex',
      gap: '2',
      px: '5',
      py: '4',
      borderTopWidth: 'thin',
      borderColor: 'border.default',
      flexShrink: '0',
    },
  },
  variants: {
    side: {
      left: {
        positioner: { justifyContent: 'flex-start' },
        content: {
          borderEndRadius: 'xl',
          _open: { animation: 'slideInLeft {durations.slow} {easings.standard}' },
          _closed: { animation: 'slideOutLeft {durations.normal} {easings.standard}' },
        },
      },
      right: {
        positioner: { justifyContent: 'flex-end' },
        content: {
          borderStartRadius: 'xl',
          _open: { animation: 'slideInRight {durations.slow} {easings.standard}' },
          _closed: { animation: 'slideOutRight {durations.normal} {easings.standard}' },
        },
      },
    },
    size: {
      sm: { content: { maxWidth: 'xs' } },
      md: { content: { maxWidth: 'drawer' } },
    },
  },
  defaultVariants: { side: 'right', size: 'md' },
});
