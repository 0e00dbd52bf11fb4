import { screenReaderOnly } from 'styled-system/recipes';

/**
 * The one place the app talks to screen readers about things that happen without a focus change
 * (toasts, "Copied"). Two visually hidden live regions live at the end of <body>: polite for news that
 * can wait (info, success), assertive for errors that should interrupt. Components never add their
 * own aria-live regions for announcements; they call `announce`.
 */
export type Politeness = 'polite' | 'assertive';

/** How long an announcement stays in the region (then it is removed, so the region never grows). */
export const ANNOUNCEMENT_LIFETIME_MS = 7000;
/** A short pause between creating a region and writing to it, so screen readers notice the change. */
const WRITE_DELAY_MS = 50;

/** The regions found or made, kept: an announcement (a page change's, say) then looks nothing up in the page. */
const regions: Partial<Record<Politeness, HTMLElement>> = {};

function regionFor(politeness: Politeness): HTMLElement {
  const known = regions[politeness];
  if (known?.isConnected) return known;
  const existing = document.querySelector<HTMLElement>(`[data-live-region="${politeness}"]`);
  if (existing) {
    regions[politeness] = existing;
    return existing;
  }
  const region = document.createElement('div');
  region.dataset.liveRegion = politeness;
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-relevant', 'additions');
  region.setAttribute('aria-atomic', 'false');
  region.className = screenReaderOnly();
  document.body.append(region);
  regions[politeness] = region;
  return region;
}

/** Creates both regions ahead of the first announcement (some screen readers ignore brand-new regions). */
export function ensureLiveRegions(): void {
  if (typeof document === 'undefined') return;
  regionFor('polite');
  regionFor('assertive');
}

/** Reads `message` to screen-reader users. Each call is its own announcement, even when repeated. */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  if (typeof document === 'undefined' || message.trim() === '') return;
  const region = regionFor(politeness);
  window.setTimeout(() => {
    const line = document.createElement('div');
    line.textContent = message;
    region.append(line);
    window.setTimeout(() => line.remove(), ANNOUNCEMENT_LIFETIME_MS);
  }, WRITE_DELAY_MS);
}
