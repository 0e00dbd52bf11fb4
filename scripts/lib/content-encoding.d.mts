export type ContentEncoding = 'br' | 'gzip';
export function preferredEncoding(accepted?: string): ContentEncoding | undefined;
export function compressible(type: string | undefined, body: Uint8Array): boolean;
export function encode(encoding: ContentEncoding, body: Uint8Array): Buffer;
