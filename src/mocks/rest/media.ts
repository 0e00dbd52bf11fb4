import { http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '@/services/config/env';
import { assetIconOf } from '../db/art';
import { MEDIA_PATH } from '../db/media';
import { getDb } from '../db/store';
import { readUpload } from '../db/uploads';

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const IMMUTABLE = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/**
 * The demo backend's file server for asset icons, NFT art and profile images (plain URLs, so the app can add its
 * cache-busting query). Not part of the API contracts; images are public, as on a CDN.
 */
export const mediaHandlers: HttpHandler[] = [
  http.get(`${config.apiBaseUrl}${MEDIA_PATH}/*`, async ({ request }) => {
    const key = decodeURIComponent(new URL(request.url).pathname.slice(MEDIA_PATH.length + 1));
    const icon = assetIconOf(key);
    if (icon) return new HttpResponse(icon, { headers: { 'Content-Type': 'image/svg+xml', ...IMMUTABLE } });
    const media = getDb().media[key];
    const upload = media ? undefined : await readUpload(key);
    if (upload) return new HttpResponse(upload, { headers: { 'Content-Type': upload.type, ...IMMUTABLE } });
    if (!media) return new HttpResponse(null, { status: 404 });
    const body = media.encoding === 'base64' ? bytesOf(media.body) : media.body;
    return new HttpResponse(body, {
      headers: { 'Content-Type': media.contentType, ...IMMUTABLE },
    });
  }),
];
