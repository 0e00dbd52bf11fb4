// How the demo API server (demo-api-server.mjs) compresses an answer, as an API gateway or CDN in front of a real
// backend does: the transfer sizes a benchmark measures are those a customer's phone would see.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encoders, in the order they are preferred. */
const ENCODERS = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};

/** The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(accepted = '') {
  const offered = new Set(
    accepted
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name.trim()),
  );
  return Object.keys(ENCODERS).find((name) => offered.has(name));
}

/** Text worth compressing (JSON, SVG, text), above a packet's size. */
export const compressible = (type = '', body) => /json|text|svg|xml/.test(type) && body.length > 1024;

/** `body` in `encoding` (one preferredEncoding returned). */
export const encode = (encoding, body) => ENCODERS[encoding](body);
