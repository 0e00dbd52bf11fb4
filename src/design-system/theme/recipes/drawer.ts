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
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'stretch',
      zIndex: 'drawer',
      pointerEvents: 'none',
      // The dimmed page behind the panel, drawn while the panel shows (opening, open, closing). Not Ark's backdrop
      // part: that one runs a presence machine of its own, two more renders of the drawer at each opening (ADR 0026).
      // A click on it lands on the page, which the open drawer has made inert to the pointer: Ark closes the drawer.
      _before: { content: '""', position: 'fixed', inset: '0', zIndex: '-1', bg: 'overlay', display: 'none' },
      '&:has(> [data-part="content"]:not([hidden]))::before': { display: 'block' },
      '&:has(> [data-part="content"][data-state="open"])::before': { animation: 'fadeIn {durations.slow} {easings.standard}' },
      '&:has(> [data-part="content"][data-state="closed"])::before': {
        animation: 'fadeOut {durations.normal} {easings.standard}',
      },
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
