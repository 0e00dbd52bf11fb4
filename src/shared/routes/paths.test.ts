import { describe, expect, it } from 'vitest';
import { pathTo, routeNames, routePattern } from './paths';

describe('route paths', () => {
  it('names the 20 routes of the spec and the goodbye page of issue 19', () => {
    expect(routeNames).toHaveLength(21);
    expect(routePattern('goodbye')).toBe('/goodbye');
    expect(routePattern('home')).toBe('/');
    expect(routePattern('transfer-nft')).toBe('/nft/transfer/:id');
  });

  it('fills in and encodes parameters', () => {
    expect(pathTo('wallet')).toBe('/wallet');
    expect(pathTo('asset-detail', { asset: 'BTC' })).toBe('/wallet/BTC');
    expect(pathTo('asset-detail', { asset: 'A/B ?' })).toBe('/wallet/A%2FB%20%3F');
    expect(pathTo('transfer-nft', { id: '42' })).toBe('/nft/transfer/42');
  });

  it('has no two routes on the same path', () => {
    const patterns = routeNames.map(routePattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
