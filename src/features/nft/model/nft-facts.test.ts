import { describe, expect, it } from 'vitest';
import { canTransfer, httpsLink } from './nft-facts';

describe('NFT facts', () => {
  it('links out over https only', () => {
    expect(httpsLink('https://polygonscan.com/tx/0xabc')).toBe('https://polygonscan.com/tx/0xabc');
    expect(httpsLink('http://polygonscan.com/tx/0xabc')).toBeUndefined();
    expect(httpsLink('javascript:alert(1)')).toBeUndefined();
    expect(httpsLink('/relative')).toBeUndefined();
    expect(httpsLink(null)).toBeUndefined();
  });

  it('offers a transfer while units are held and the token is on chain', () => {
    expect(canTransfer({ status: 'minted', balance: 3 })).toBe(true);
    expect(canTransfer({ status: 'transferring', balance: 1 })).toBe(true);
    expect(canTransfer({ status: 'minting', balance: 5 })).toBe(false);
    expect(canTransfer({ status: 'minted', balance: 0 })).toBe(false);
  });
});
