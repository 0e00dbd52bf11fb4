import { http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '@/services/config/env';
import { MEDIA_PATH } from '../db/media';
import { getDb } from '../db/store';

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The demo backend's file server for NFT art and profile images (plain URLs, so the app can add its
 * cache-busting query). Not part of the API contracts; images are public, as on a CDN.
 */
export const mediaHandlers: HttpHandler[] = [
  http.get(`${config.apiBaseUrl}${MEDIA_PATH}/*`, ({ request }) => {
    const key = decodeURIComponent(new URL(request.url).pathname.slice(MEDIA_PATH.length + 1));
    const media = getDb().media[key];
    if (!media) return new HttpResponse(null, { status: 404 });
    const body = media.encoding === 'base64' ? bytesOf(media.body) : media.body;
    return new HttpResponse(body, {
      headers: { 'Content-Type': media.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  }),
];
