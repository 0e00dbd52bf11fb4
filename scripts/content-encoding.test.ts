import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressible, encode, preferredEncoding } from './lib/content-encoding.mjs';

describe('the demo API server’s compression', () => {
  it('answers in brotli when the browser accepts it, else in gzip, else uncompressed', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('leaves out an encoding the request refuses with q=0', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br; q=0.0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('br;q=0.5')).toBe('br');
  });

  it('compresses text above a packet’s size only, and what it sends decodes to the answer', () => {
    const json = Buffer.from(JSON.stringify({ data: Array.from({ length: 100 }, (_, id) => ({ id, symbol: 'BTC' })) }));
    expect(compressible('application/json', json)).toBe(true);
    expect(compressible('application/json', Buffer.from('{}'))).toBe(false);
    expect(compressible('image/png', json)).toBe(false);
    expect(brotliDecompressSync(encode('br', json)).equals(json)).toBe(true);
    expect(gunzipSync(encode('gzip', json)).equals(json)).toBe(true);
  });
});
