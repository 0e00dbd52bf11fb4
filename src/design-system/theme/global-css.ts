import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'canvas',
    color: 'fg.default',
    fontFamily: 'body',
    textStyle: 'body.md',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  },
  html: {
    colorScheme: 'light',
    '&[data-theme=dark]': { colorScheme: 'dark' },
  },
  // An open drawer holds the page behind it still. This is Ark's scroll lock done by CSS: Ark's reads the page's
  // layout and then restyles the root, so the browser laid the whole page out twice in the opening's script
  // (ADR 0026). Unlike Ark's, it leaves no room for a scrollbar it hides: the main layout, where the drawers
  // open, scrolls its content area and never the page.
  'html:has(.drawer__content[data-state="open"])': { overflow: 'hidden' },
  '*, *::before, *::after': {
    borderColor: 'border.default',
  },
  // One visible focus style for every focusable element; components only adjust the offset if needed.
  ':focus-visible': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '0.5',
  },
  '::selection': {
    bg: 'accent.subtle',
  },
  // Respect the user's motion preference everywhere. 0s, not a tiny duration: Ark's presence then unmounts a
  // closing dialog at once instead of waiting for an animationend that may have fired before it listened. And no
  // transition starts at all: with a tiny duration every change of every property became one (their property
  // defaults to all), each sending three events through the page's listeners, and nothing waits for their end.
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
    },
  },
});
