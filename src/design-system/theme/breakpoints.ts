/**
 * Breakpoints in px. `lg` is where the main layout switches from the mobile header to the desktop sidebar; below
 * `xs` are the narrowest phones (320 CSS px: an iPhone SE of the first generation, a phone set to large display
 * size), where a row of controls sized for a common phone does not fit.
 * Storybook's viewports are generated from these values, so the two never disagree.
 */
export const breakpointsPx = {
  xs: 360,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export const breakpoints = Object.fromEntries(Object.entries(breakpointsPx).map(([name, px]) => [name, `${px}px`])) as Record<
  keyof typeof breakpointsPx,
  string
>;
