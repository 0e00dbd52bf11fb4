import { describe, expect, it } from 'vitest';
import { checkMemo, findLookAlike, isFirstTimeRecipient, isOwnAddress, pastRecipients } from '.';

const PAST = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('look-alike (address poisoning)', () => {
  it('catches an address sharing 4 leading and 4 trailing characters, marking the middle', () => {
    const poisoned = '0x5aAeb000000000000000000000000000000BeAed';
    const found = findLookAlike(poisoned, [PAST]);
    expect(found?.recipient).toBe(PAST);
    expect(found?.typedParts.map((part) => part.differs)).toEqual([false, true, false]);
    expect(found?.typedParts.map((part) => part.text).join('')).toBe(poisoned);
    expect(found?.recipientParts.map((part) => part.text).join('')).toBe(PAST);
    expect(found?.typedParts[0]?.text).toBe('0x5aAeb');
  });

  it('ignores the same address (in any case for hex) and addresses sharing fewer edge characters', () => {
    expect(findLookAlike(PAST, [PAST])).toBeNull();
    expect(findLookAlike(PAST.toLowerCase(), [PAST])).toBeNull();
    // "0x" is not one of the 4: three characters after it are not enough, nor three at the end.
    expect(findLookAlike('0x5aA00000000000000000000000000000000BeAed', [PAST])).toBeNull();
    expect(findLookAlike('0x5aAe000000000000000000000000000000000Aed', [PAST])).toBeNull();
    expect(
      findLookAlike('bc1qar0s0000000000000000000000000000f5mdq', ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq']),
    ).not.toBeNull();
    expect(
      findLookAlike('bc1qar000000000000000000000000000000zwf5mdq', ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq']),
    ).toBeNull();
  });

  it('is case-sensitive for base58 addresses', () => {
    const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(findLookAlike('TR7Nhqjekqxgtci8q8zy4pl8otszgjLj6t', [tron])).not.toBeNull();
  });
});

describe('past recipients', () => {
  const transactions = [
    { type: 'withdrawal', status: 'completed', address: PAST },
    { type: 'withdrawal', status: 'completed', address: PAST.toLowerCase() },
    { type: 'withdrawal', status: 'pending', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    { type: 'deposit', status: 'completed', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' },
    { type: 'withdrawal', status: 'completed', address: null },
  ];

  it('are completed withdrawals only, each once', () => {
    expect(pastRecipients(transactions)).toEqual([PAST]);
  });

  it('mark a new address as first-time', () => {
    const recipients = pastRecipients(transactions);
    expect(isFirstTimeRecipient(PAST.toLowerCase(), recipients)).toBe(false);
    expect(isFirstTimeRecipient('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', recipients)).toBe(true);
  });

  it('recognise the customer’s own deposit address', () => {
    expect(isOwnAddress(PAST.toLowerCase(), [PAST])).toBe(true);
    expect(isOwnAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', [PAST])).toBe(false);
  });
});

describe('memo', () => {
  const tag = { addressRegex: '.*', memoRequired: true, memoRegex: '^[0-9]{1,10}$' };
  it('follows the network rule', () => {
    expect(checkMemo('', tag)).toEqual({ kind: 'missing' });
    expect(checkMemo('12345', tag)).toEqual({ kind: 'valid' });
    expect(checkMemo('12a', tag)).toEqual({ kind: 'invalid' });
    expect(checkMemo('', { ...tag, memoRequired: false, memoRegex: null })).toEqual({ kind: 'not-needed' });
    expect(checkMemo('x'.repeat(200), { ...tag, memoRegex: null })).toEqual({ kind: 'invalid' });
  });
});
