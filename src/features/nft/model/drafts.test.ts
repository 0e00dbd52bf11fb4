import { describe, expect, it } from 'vitest';
import { EMPTY_NFT_FORM } from './nft-form';
import { fromCreateDraft, fromTransferDraft, toCreateDraft, toTransferDraft } from './drafts';

describe('NFT drafts', () => {
  it('keep the create form and only the name of the image, and read it back', () => {
    const values = {
      name: 'Cosmic Koi',
      description: 'Swims between stars',
      supply: '5',
      properties: [{ key: 'property-1', trait: 'Rarity', value: 'Epic' }],
      externalUrl: 'https://example.com/koi',
    };
    const draft = toCreateDraft(values, 'koi.png');
    expect(draft).toEqual({
      name: 'Cosmic Koi',
      description: 'Swims between stars',
      supply: '5',
      properties: [{ trait: 'Rarity', value: 'Epic' }],
      externalUrl: 'https://example.com/koi',
      imageName: 'koi.png',
    });
    const restored = fromCreateDraft(JSON.parse(JSON.stringify(draft)) as typeof draft);
    expect(restored?.imageName).toBe('koi.png');
    expect(restored?.values).toMatchObject({ ...values, properties: [{ trait: 'Rarity', value: 'Epic' }] });
    expect(restored?.values.properties[0]?.key).toMatch(/^draft-property-/);
  });

  it('drop what is malformed instead of trusting it', () => {
    const restored = fromCreateDraft({ name: 42, supply: null, properties: ['x', { trait: 'A', value: 7 }], imageName: '' });
    expect(restored).toEqual({
      values: { ...EMPTY_NFT_FORM, properties: [expect.objectContaining({ trait: 'A', value: '' })] },
      imageName: null,
    });
    expect(fromCreateDraft(null)).toBeNull();
  });

  it('keep a transfer as recipient and quantity only', () => {
    expect(toTransferDraft({ address: '0xabc', quantity: '2' })).toEqual({ address: '0xabc', quantity: '2' });
    expect(fromTransferDraft({ address: '0xabc', quantity: 3 })).toEqual({ address: '0xabc', quantity: '1' });
    expect(fromTransferDraft(null)).toBeNull();
  });
});
