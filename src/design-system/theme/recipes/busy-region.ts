import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A region whose content is being replaced (the next page, new filters). The content stays at full strength, so its
 * text keeps AA contrast and its links stay readable; a thin accent line slides along in the gap above it instead.
 * The line waits a moment before it shows, so a page that arrives at once (fetched ahead) does not flicker.
 */
export const busyRegionRecipe = defineSlotRecipe({
  className: 'busy-region',
  description: 'Content that is being replaced: full strength, with a progress line above it.',
  slots: ['root', 'indicator'],
  base: {
    root: { position: 'relative' },
    indicator: {
      position: 'absolute',
      insetInline: '0',
      // In the gap (at least 4) every busy region has above it: the content itself is not covered.
      top: '-2.5',
      height: '1',
      overflow: 'hidden',
      borderRadius: 'full',
      bgColor: 'accent.subtle',
      // Hidden during the wait by the animation's backwards fill, not by a base opacity of 0: wherever animations
      // are switched off, the line still shows.
      animation: 'fadeIn {durations.normal} {easings.standard} 150ms backwards',
      pointerEvents: 'none',
      _after: {
        content: '""',
        position: 'absolute',
        insetBlock: '0',
        insetInlineStart: '0',
        width: '2/5',
        borderRadius: 'full',
        bgColor: 'accent.default',
        animation: 'progressSlide 1.2s {easings.standard} infinite',
        // A line that stands still, the full width: progress without motion.
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: 'full' },
      },
    },
  },
});
