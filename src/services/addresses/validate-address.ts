import { checkAddressChecksum } from './checksum';
import type { AddressNetwork, AddressRules } from './network-rules';
import { compileSafePattern, MAX_ADDRESS_LENGTH } from './safe-regex';

export type AddressCheck =
  | { kind: 'empty' }
  | { kind: 'too-long'; max: number }
  /** Not the network's address format (its addressRegex). */
  | { kind: 'format' }
  /** The format fits but the checksum does not: a typo, or a character changed. */
  | { kind: 'checksum' }
  /** The format fits; the checksum coders are still loading (a moment after the screen opens). */
  | { kind: 'checking' }
  /** The network's rule could not be used (a pattern the app refuses to run): nothing can be sent. */
  | { kind: 'rule-unusable' }
  | { kind: 'valid'; checksum: 'valid' | 'not-covered' };

/** Spaces and line breaks a paste brings along are never part of an address. */
export function cleanAddress(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Checks a recipient address for one network: length cap, the network's addressRegex, then its checksum. */
export function checkAddress(address: string, network: AddressNetwork, rules: AddressRules): AddressCheck {
  if (address === '') return { kind: 'empty' };
  if (address.length > MAX_ADDRESS_LENGTH) return { kind: 'too-long', max: MAX_ADDRESS_LENGTH };
  const pattern = compileSafePattern(rules.addressRegex, MAX_ADDRESS_LENGTH);
  if (!pattern.ok) return { kind: 'rule-unusable' };
  if (!pattern.test(address)) return { kind: 'format' };
  const checksum = checkAddressChecksum(network.nativeAsset, address);
  if (checksum === 'invalid') return { kind: 'checksum' };
  if (checksum === 'loading') return { kind: 'checking' };
  return { kind: 'valid', checksum };
}

export function isAddressValid(address: string, network: AddressNetwork, rules: AddressRules): boolean {
  return checkAddress(address, network, rules).kind === 'valid';
}
