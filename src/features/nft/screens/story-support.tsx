import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FrozenNow } from '@/design-system';
import { Box } from 'styled-system/jsx';

/** The demo backend is seeded at Storybook's fixed instant (.storybook/fixed-clock.ts): dates read at it. */
const SEEDED_AT = Date.UTC(2026, 0, 15, 12, 0, 0);

export const inMainLayout: Decorator = (Story) => (
  <FrozenNow at={SEEDED_AT}>
    <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
      <Story />
    </Box>
  </FrozenNow>
);

/** Every picture on the page has loaded (the art comes from the demo backend's media route). */
export async function imagesLoaded(root: ParentNode = document) {
  await waitFor(
    () => expect(Array.from(root.querySelectorAll('img')).every((image) => image.complete && image.naturalWidth > 0)).toBe(true),
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
