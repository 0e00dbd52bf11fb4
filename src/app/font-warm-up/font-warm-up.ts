import type { Locale } from '@/services/i18n/locale';
import { nextTask } from '@/services/scheduling/next-task';
import { BRAND_FONT, BRAND_FONT_SAMPLE } from '../brand-font';

// The first layout of a screen sets the font up for every text size and weight it shows. In Chromium on Linux each
// new size and weight is a synchronous call to the browser process (the font's rendering settings): on /wallet that
// made the first screen's layout 25–94 ms, of which laying out its 303 objects was 9–13 ms once the fonts were set
// up (ADR 0025, session 72). Laying out one sample per size and weight beforehand, each in a task of its own while
// the app waits for its code and data, moves that set-up out of the screen's task and cuts it small. Elsewhere the
// samples cost next to nothing.

/** The design system's text sizes and weights (theme/tokens.ts, whose CSS variables they name; a test keeps them equal). */
export const TEXT_SIZES = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
export const TEXT_WEIGHTS = ['regular', 'medium', 'semibold', 'bold'] as const;

interface WarmUpOptions {
  doc?: Document;
  /** Resolves when the next sample may be laid out. */
  nextSlot?: () => Promise<void>;
}

/**
 * Lays out a hidden sample of text in each of the design system's sizes and weights, one per task, once the brand
 * font is there (or has failed: the fallback face is then the one to set up), then removes them.
 */
export async function warmUpFonts(locale: Locale, { doc = document, nextSlot = nextTask }: WarmUpOptions = {}): Promise<void> {
  if (!('fonts' in doc)) return;
  const text = BRAND_FONT_SAMPLE[locale];
  await doc.fonts.load(BRAND_FONT, text).catch(() => undefined);
  const samples = doc.createElement('div');
  samples.setAttribute('aria-hidden', 'true');
  // Laid out but never seen (hidden elements take no pointer events), and no change to the page's own layout.
  samples.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden;visibility:hidden;contain:strict';
  doc.body.append(samples);
  try {
    for (const size of TEXT_SIZES) {
      for (const weight of TEXT_WEIGHTS) {
        await nextSlot();
        const sample = doc.createElement('span');
        sample.style.fontSize = `var(--font-sizes-${size})`;
        sample.style.fontWeight = `var(--font-weights-${weight})`;
        sample.textContent = text;
        samples.append(sample);
        // Reading a size lays the sample out now, in this task.
        void sample.offsetWidth;
      }
    }
  } finally {
    samples.remove();
  }
}
