import { describe, expect, it } from 'vitest';
import { groupAddress } from './group-address';

const text = (groups: ReturnType<typeof groupAddress>) => groups.map((parts) => parts.map((part) => part.text).join(''));

describe('groupAddress', () => {
  it('cuts an address into groups of four, the last one shorter', () => {
    expect(text(groupAddress('bc1qar0srrr7xfkvy'))).toEqual(['bc1q', 'ar0s', 'rrr7', 'xfkv', 'y']);
  });

  it('keeps every character, in order', () => {
    const address = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
    expect(text(groupAddress(address)).join('')).toBe(address);
  });

  it('marks exactly the highlighted range, across group boundaries', () => {
    const groups = groupAddress('TXYZabcdEFGH', [6, 9]);
    expect(groups[1]).toEqual([
      { text: 'ab', differs: false },
      { text: 'cd', differs: true },
    ]);
    expect(groups[2]).toEqual([
      { text: 'E', differs: true },
      { text: 'FGH', differs: false },
    ]);
    expect(groups[0]).toEqual([{ text: 'TXYZ', differs: false }]);
  });

  it('gives nothing for an empty value', () => {
    expect(groupAddress('')).toEqual([]);
  });
});
