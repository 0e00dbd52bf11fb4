import { beforeAll, describe, expect, it } from 'vitest';
import { loadChecksums } from '@/services/addresses';
import { checkTransfer, quantityProblem } from './transfer-form';

const polygon = { id: 'polygon', name: 'Polygon PoS', nativeAsset: 'POL' };
const KNOWN = '0x52908400098527886E0F7030069857D2E4169EE7';
// Same first and last 4 characters after 0x as KNOWN, different middle: an address-poisoning copy.
const LOOK_ALIKE = '0x5290000000000000000000000000000000009ee7';

beforeAll(() => loadChecksums());

describe('NFT transfer rules', () => {
  it.each([
    ['', 'required'],
    ['0', 'min'],
    ['2.5', 'whole'],
    ['6', 'max'],
    ['1e1', 'whole'],
  ])('refuses the quantity %j of 5 owned (%s)', (quantity, problem) => {
    expect(quantityProblem(quantity, 5)).toBe(problem);
  });

  it('accepts 1 to the units owned', () => {
    expect(quantityProblem('1', 5)).toBeUndefined();
    expect(quantityProblem('5', 5)).toBeUndefined();
  });

  it('refuses a mistyped EIP-55 checksum and a non-EVM address', () => {
    const broken = `${KNOWN.slice(0, -1)}e`;
    expect(checkTransfer({ address: broken, quantity: '1', lookAlikeAccepted: false }, polygon, 5, []).address.kind).toBe(
      'checksum',
    );
    expect(
      checkTransfer(
        { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', quantity: '1', lookAlikeAccepted: false },
        polygon,
        5,
        [],
      ).address.kind,
    ).toBe('format');
  });

  it('catches a look-alike of a past recipient and holds the review until it is acknowledged', () => {
    const caught = checkTransfer({ address: LOOK_ALIKE, quantity: '2', lookAlikeAccepted: false }, polygon, 5, [KNOWN]);
    expect(caught.lookAlike?.recipient).toBe(KNOWN);
    expect(caught.firstTime).toBe(true);
    expect(caught.canReview).toBe(false);
    expect(checkTransfer({ address: LOOK_ALIKE, quantity: '2', lookAlikeAccepted: true }, polygon, 5, [KNOWN]).canReview).toBe(
      true,
    );
  });

  it('knows a past recipient is not first-time', () => {
    const known = checkTransfer({ address: KNOWN, quantity: '2', lookAlikeAccepted: false }, polygon, 5, [KNOWN]);
    expect(known).toMatchObject({ firstTime: false, lookAlike: null, canReview: true });
  });
});
