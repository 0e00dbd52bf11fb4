import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Box, HStack } from 'styled-system/jsx';
import rotatedPhoto from './fixtures/orientation-6.jpg';
import { cropToBlob } from './image-rules';

/**
 * A 32×16 JPEG stored red over blue, with EXIF orientation 6 (turn 90° clockwise to show): shown, it is 16×32,
 * blue on the left and red on the right. Cropping its top-left square must give blue; a crop that ignored
 * the orientation would cut the stored top-left instead, which is red.
 */
const TOP_LEFT = { x: 0, y: 0, width: 8, height: 8 };
const OUTPUT_PX = 32;

async function cropOfTopLeft(): Promise<string> {
  const photo = await (await fetch(rotatedPhoto)).blob();
  return URL.createObjectURL(await cropToBlob(photo, TOP_LEFT, OUTPUT_PX));
}

/** The photo as the browser shows it (the cropper's view), and the square the crop sends. */
function OrientationCheck() {
  const [cropped, setCropped] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    void cropOfTopLeft().then((made) => {
      url = made;
      setCropped(made);
    });
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, []);
  return (
    <Box p="8" bg="canvas">
      <HStack gap="8" alignItems="flex-start">
        <img src={rotatedPhoto} alt="" data-testid="shown" width={16} height={32} />
        {cropped && <img src={cropped} alt="" data-testid="cropped" width={OUTPUT_PX} height={OUTPUT_PX} />}
      </HStack>
    </Box>
  );
}

/** The centre pixel of an image, as [r, g, b]. */
function centrePixel(image: HTMLImageElement): number[] {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, 0, 0);
  return Array.from(context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data.slice(0, 3));
}

const meta = {
  title: 'Features/Account/Avatar crop orientation',
  component: OrientationCheck,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrientationCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** EXIF orientation 6: the square cut out is the one the customer saw, not the stored pixels (ADR 0022). */
export const RotatedJpeg: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getByTestId<HTMLImageElement>('shown');
    await waitFor(() => expect(shown.complete && shown.naturalWidth > 0).toBe(true));
    // The browser applies the orientation when it shows the photo: taller than wide.
    await expect([shown.naturalWidth, shown.naturalHeight]).toEqual([16, 32]);
    const cropped = await canvas.findByTestId<HTMLImageElement>('cropped', {}, { timeout: 5000 });
    await waitFor(() => expect(cropped.complete && cropped.naturalWidth > 0).toBe(true));
    await expect([cropped.naturalWidth, cropped.naturalHeight]).toEqual([OUTPUT_PX, OUTPUT_PX]);
    const [red = 0, green = 0, blue = 0] = centrePixel(cropped);
    // Blue (JPEG rounds the colours a little), not red.
    await expect({ red: red < 60, green: green < 60, blue: blue > 190 }).toEqual({ red: true, green: true, blue: true });
  },
};
