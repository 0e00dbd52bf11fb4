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
  // closing dialog at once instead of waiting for an animationend that may have fired before it listened.
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
