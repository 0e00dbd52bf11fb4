import type { FileRules } from '@/services/files';

/** What may be chosen as a profile picture: JPEG, PNG or WebP up to 5 MB, proven by its first bytes. */
export const PROFILE_IMAGE_RULES: FileRules = { kinds: ['jpeg', 'png', 'webp'], maxBytes: 5 * 1024 * 1024 };

/** The square sent to the server: large enough for every avatar size at 2× pixel density. */
export const AVATAR_OUTPUT_PX = 512;
export const AVATAR_OUTPUT_TYPE = 'image/jpeg';
const AVATAR_OUTPUT_QUALITY = 0.9;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws the chosen square of a photo onto a canvas and encodes it as JPEG. The photo is decoded with its
 * EXIF orientation applied (`imageOrientation: 'from-image'`), as the browser shows it in the cropper's
 * <img>, so the area the customer framed is the area cut out.
 */
export async function cropToBlob(file: Blob, area: PixelArea, size: number = AVATAR_OUTPUT_PX): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: a transparent PNG gets a white background instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
        AVATAR_OUTPUT_TYPE,
        AVATAR_OUTPUT_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}
