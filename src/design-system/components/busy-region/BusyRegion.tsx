import type { ReactNode } from 'react';
import { busyRegion } from 'styled-system/recipes';

// Worked out once: a page change renders the region again.
const styles = busyRegion();

export interface BusyRegionProps {
  /** The content is being replaced: marked `aria-busy`, with a progress line above it. */
  busy: boolean;
  children: ReactNode;
}

/**
 * Content that stays in place, usable and at full contrast, while what replaces it loads (the next page, new
 * filters). Assistive technology hears the busy state; the line above it is decorative.
 */
export function BusyRegion({ busy, children }: BusyRegionProps) {
  return (
    <div aria-busy={busy || undefined} className={styles.root}>
      {busy && <span aria-hidden className={styles.indicator} />}
      {children}
    </div>
  );
}
