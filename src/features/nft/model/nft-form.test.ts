import { describe, expect, it } from 'vitest';
import {
  EMPTY_NFT_FORM,
  hasErrors,
  linkProblem,
  MAX_PROPERTIES,
  supplyProblem,
  toMintFields,
  validateNftForm,
  type NftFormValues,
} from './nft-form';

const form = (patch: Partial<NftFormValues>): NftFormValues => ({ ...EMPTY_NFT_FORM, name: 'Cosmic Koi', ...patch });

describe('NFT create form rules', () => {
  it('needs a name, and no more than 80 characters of it', () => {
    expect(validateNftForm(form({ name: '   ' })).fields.name).toBe('nft.create.name.required');
    expect(validateNftForm(form({ name: 'x'.repeat(81) })).fields.name).toBe('nft.create.name.tooLong');
    expect(hasErrors(validateNftForm(form({})))).toBe(false);
  });

  it.each([
    ['', 'nft.create.supply.required'],
    ['0', 'nft.create.supply.min'],
    ['000', 'nft.create.supply.min'],
    ['1.5', 'nft.create.supply.whole'],
    ['-3', 'nft.create.supply.whole'],
    ['1e3', 'nft.create.supply.whole'],
    ['1000001', 'nft.create.supply.max'],
    ['99999999999999999999', 'nft.create.supply.max'],
  ])('refuses the supply %j (%s)', (supply, problem) => {
    expect(supplyProblem(supply)).toBe(problem);
  });

  it.each(['1', '5', '007', '1000000'])('accepts the supply %j', (supply) => {
    expect(supplyProblem(supply)).toBeUndefined();
  });

  it('takes only https links with a host', () => {
    expect(linkProblem('')).toBeUndefined();
    expect(linkProblem('https://example.com/koi')).toBeUndefined();
    expect(linkProblem('http://example.com')).toBe('nft.create.link.https');
    expect(linkProblem('javascript:alert(1)')).toBe('nft.create.link.https');
    expect(linkProblem('example.com')).toBe('nft.create.link.https');
    expect(linkProblem(`https://example.com/${'a'.repeat(500)}`)).toBe('nft.create.link.tooLong');
  });

  it('ignores blank property rows and flags half-filled, duplicate and long ones', () => {
    const errors = validateNftForm(
      form({
        properties: [
          { key: 'a', trait: 'Rarity', value: 'Epic' },
          { key: 'b', trait: '', value: '' },
          { key: 'c', trait: 'rarity', value: 'Common' },
          { key: 'd', trait: 'Element', value: '' },
          { key: 'e', trait: 'Mood', value: 'x'.repeat(41) },
        ],
      }),
    );
    expect(errors.properties).toEqual({
      c: { trait: 'nft.create.property.duplicate' },
      d: { value: 'nft.create.property.valueRequired' },
      e: { value: 'nft.create.property.tooLong' },
    });
    expect(MAX_PROPERTIES).toBe(20);
  });

  it('sends trimmed text, a whole-number supply and the traits as one JSON field', () => {
    expect(
      toMintFields(
        form({
          name: ' Cosmic Koi ',
          supply: '5',
          properties: [
            { key: 'a', trait: ' Rarity ', value: 'Epic' },
            { key: 'b', trait: '', value: '' },
          ],
          externalUrl: 'https://example.com',
        }),
      ),
    ).toEqual({
      name: 'Cosmic Koi',
      supply: 5,
      properties: JSON.stringify([{ trait: 'Rarity', value: 'Epic' }]),
      externalUrl: 'https://example.com',
    });
    expect(toMintFields(form({}))).toEqual({ name: 'Cosmic Koi', supply: 1 });
  });
});
