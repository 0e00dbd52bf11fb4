import { addressKey } from './compare';

/** Address poisoning copies the start and end of an address the victim used; 4 + 4 is what wallets show. */
export const LOOK_ALIKE_EDGE = 4;

export interface AddressPart {
  text: string;
  /** True where this address differs from the one it is compared with. */
  differs: boolean;
}

export interface LookAlike {
  /** The past recipient the new address imitates. */
  recipient: string;
  /** The new address in parts, the differing middle marked. */
  typedParts: AddressPart[];
  /** The past recipient in parts, the differing middle marked. */
  recipientParts: AddressPart[];
}

// What every address of a format starts with ("0x", "bc1q", "cosmos1", "bitcoincash:q") tells nothing
// apart, so the 4 leading characters are counted after it, as wallets shorten them (0x1234…abcd).
const FORMAT_PREFIX = /^(0x|bitcoincash:[qp]|(bc|tb|ltc)1[qp]|[a-z]+1)/i;

function formatPrefixLength(address: string): number {
  return FORMAT_PREFIX.exec(address)?.[0].length ?? 0;
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function commonSuffix(a: string, b: string, prefix: number): number {
  let length = 0;
  while (length < a.length - prefix && length < b.length - prefix && a[a.length - 1 - length] === b[b.length - 1 - length])
    length += 1;
  return length;
}

function split(address: string, prefix: number, suffix: number): AddressPart[] {
  const parts: AddressPart[] = [
    { text: address.slice(0, prefix), differs: false },
    { text: address.slice(prefix, address.length - suffix), differs: true },
    { text: address.slice(address.length - suffix), differs: false },
  ];
  return parts.filter((part) => part.text !== '');
}

/**
 * A past recipient that shares at least 4 leading and 4 trailing characters with this address but is not
 * it: the mark of address poisoning. The first such recipient, with the differing characters marked.
 */
export function findLookAlike(address: string, pastRecipients: readonly string[]): LookAlike | null {
  const typed = addressKey(address);
  if (typed.length < LOOK_ALIKE_EDGE * 2 + 1) return null;
  for (const recipient of pastRecipients) {
    const known = addressKey(recipient);
    if (known === typed) continue;
    const prefix = commonPrefix(typed, known);
    const suffix = commonSuffix(typed, known, prefix);
    if (prefix >= formatPrefixLength(typed) + LOOK_ALIKE_EDGE && suffix >= LOOK_ALIKE_EDGE) {
      return {
        recipient,
        typedParts: split(address, prefix, suffix),
        recipientParts: split(recipient, prefix, suffix),
      };
    }
  }
  return null;
}

/** The [start, end) of the differing middle of a look-alike's parts, for highlighting it in the whole address. */
export function differingRange(parts: readonly AddressPart[]): readonly [number, number] {
  let start = 0;
  for (const part of parts) {
    if (part.differs) return [start, start + part.text.length];
    start += part.text.length;
  }
  return [0, 0];
}
