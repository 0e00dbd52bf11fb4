import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './image-url';

const anyHost = { hosts: 'any' } as const;
const configured = { hosts: ['media.wallet.example'] };

describe('safeImageUrl', () => {
  it('loads server images over https only', () => {
    expect(safeImageUrl('https://cdn.example/a.png', anyHost)).toBe('https://cdn.example/a.png');
    expect(safeImageUrl('http://cdn.example/a.png', anyHost)).toBeUndefined();
    expect(safeImageUrl('//cdn.example/a.png', anyHost)).toBeUndefined();
    expect(safeImageUrl('javascript:alert(1)', anyHost)).toBeUndefined();
  });

  it('outside demo mode, only from the configured hosts', () => {
    expect(safeImageUrl('https://media.wallet.example/u/1.jpg', configured)).toBe('https://media.wallet.example/u/1.jpg');
    expect(safeImageUrl('https://tracker.example/pixel.gif', configured)).toBeUndefined();
  });

  it("allows the API's own origin whatever its scheme, and nothing else over http", () => {
    const localApi = { hosts: ['127.0.0.1'], apiOrigin: 'http://127.0.0.1:4182' };
    expect(safeImageUrl('http://127.0.0.1:4182/media/btc.svg', localApi)).toBe('http://127.0.0.1:4182/media/btc.svg');
    expect(safeImageUrl('http://127.0.0.1:9999/media/btc.svg', localApi)).toBeUndefined();
    expect(safeImageUrl('http://cdn.example/a.png', { ...anyHost, apiOrigin: 'https://api.example' })).toBeUndefined();
  });

  it("always allows the app's own images", () => {
    expect(safeImageUrl('/assets/logo.svg', configured)).toBe('/assets/logo.svg');
    expect(safeImageUrl('data:image/svg+xml;base64,AAAA', configured)).toBe('data:image/svg+xml;base64,AAAA');
    expect(safeImageUrl(undefined, configured)).toBeUndefined();
  });
});
