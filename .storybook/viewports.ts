import { breakpointsPx } from '../src/design-system/theme/breakpoints';

/** Storybook viewports derived from the breakpoint tokens, plus a typical phone and the narrowest (below `xs`). */
export const viewports = {
  narrow: {
    name: `Narrow phone (below xs ${breakpointsPx.xs})`,
    styles: { width: '320px', height: '640px' },
    type: 'mobile',
  },
  mobile: { name: 'Mobile (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: `Tablet (md ${breakpointsPx.md})`,
    styles: { width: `${breakpointsPx.md}px`, height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: `Desktop (lg ${breakpointsPx.lg})`,
    styles: { width: `${breakpointsPx.lg}px`, height: '768px' },
    type: 'desktop',
  },
  wide: { name: `Wide (xl ${breakpointsPx.xl})`, styles: { width: `${breakpointsPx.xl}px`, height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** The viewport visual tests use when a story does not choose one. */
export const DEFAULT_VIEWPORT: ViewportName = 'wide';
