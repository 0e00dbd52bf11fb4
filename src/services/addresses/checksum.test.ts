import { describe, expect, it, vi } from 'vitest';

describe('checksum coders on demand', () => {
  it('answer "loading" until their chunk is in, then tell whoever listens', async () => {
    // A fresh copy of the module: another test file in this worker may have loaded the coders already.
    vi.resetModules();
    const { checkAddressChecksum, checksumsReady, loadChecksums, onChecksumsReady } = await import('./checksum');
    expect(checksumsReady()).toBe(false);
    expect(checkAddressChecksum('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('loading');
    let told = 0;
    const stop = onChecksumsReady(() => (told += 1));
    await loadChecksums();
    stop();
    expect(told).toBe(1);
    expect(checksumsReady()).toBe(true);
    expect(checkAddressChecksum('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('valid');
    expect(checkAddressChecksum('TON', 'EQ')).toBe('not-covered');
  });
});
