import { describe, expect, it } from 'vitest';
import { isProductionHost } from './production-host';

describe('the production host (VITE_PRODUCTION_HOST)', () => {
  it('recognises only the production host, whatever its port, case or URL form', () => {
    expect(isProductionHost('wallet.example.com', 'wallet.example.com')).toBe(true);
    expect(isProductionHost('Wallet.Example.com:443', 'https://wallet.example.com/')).toBe(true);
    expect(isProductionHost('staging.wallet.example.com', 'wallet.example.com')).toBe(false);
    expect(isProductionHost('localhost:5173', 'wallet.example.com')).toBe(false);
    expect(isProductionHost('wallet.example.com', undefined)).toBe(false);
  });
});
