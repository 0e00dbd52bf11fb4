import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FrozenNow } from '@/design-system';
import { css } from 'styled-system/css';

/** The demo backend is seeded at Storybook's fixed instant (.storybook/fixed-clock.ts): dates read at it. */
const SEEDED_AT = Date.UTC(2026, 0, 15, 12, 0, 0);

const mainClass = css({ p: { base: '4', md: '8' }, minHeight: 'screenH', bg: 'canvas' });

export const inMainLayout: Decorator = (Story) => (
  <FrozenNow at={SEEDED_AT}>
    <main className={mainClass}>
      <Story />
    </main>
  </FrozenNow>
);

/** Whether any of `image` is inside the window: what a story's screenshot shows. */
function onScreen(image: HTMLImageElement): boolean {
  const { top, bottom, left, right } = image.getBoundingClientRect();
  return bottom > 0 && right > 0 && top < window.innerHeight && left < window.innerWidth;
}

/**
 * Every picture on screen has loaded (the art comes from the demo backend's media route). The pictures are lazy:
 * when the browser fetches those far below the fold is its own choice (on a phone, the twelfth card is 5,000 px
 * down), and no screenshot shows them, so they are not waited for.
 */
export async function imagesLoaded(root: ParentNode = document) {
  await waitFor(
    () =>
      expect(
        Array.from(root.querySelectorAll('img'))
          .filter(onScreen)
          .every((image) => image.complete && image.naturalWidth > 0),
      ).toBe(true),
    { timeout: 5000 },
  );
}

/** A 16×16 PNG (violet and yellow squares), small enough to mint in the demo backend. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJElEQVR42mOosXoLR7/OiMIRLnGGQaiBGEXI4oNRw2g8DAoNAN0kvxD1xeN4AAAAAElFTkSuQmCC';

export function pngFile(name = 'koi.png'): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: SEEDED_AT });
}

/** Text named .png: the picker lets it through by its type, its first bytes give it away. */
export function fakePngFile(): File {
  return new File(['MZ not an image at all'], 'invoice.png', { type: 'image/png', lastModified: SEEDED_AT });
}
